/**
 * The address's feed, opened before React's first render (see app/main.tsx). Only feeds
 * the address alone determines start early; follows and people lists wait for the
 * session and the list lookup.
 */
import { feedKey, feedRequestForAddress, type FeedRequest } from '../core/feed-request';
import { openFeed, type OpenFeed } from './feed-loader';

let early: OpenFeed | undefined;

/**
 * Opens the feed the address names, if it needs nothing else; the promise resolves once
 * it has started. Undefined when the address opens no feed at once.
 */
export function openFeedForAddress(pathname: string, search: string): Promise<void> | undefined {
  const request = feedRequestForAddress(pathname, search);
  if (!request) return undefined;
  early = openFeed(request);
  return early.started;
}

/** Whether the address alone determines its feed, which then starts before the first render. */
export function opensAtOnce(pathname: string, search: string): boolean {
  return feedRequestForAddress(pathname, search) !== undefined;
}

/** The early feed when it is the one asked for (it is handed out once); otherwise a new one. */
export function claimFeed(request: FeedRequest): OpenFeed {
  const found = early;
  early = undefined;
  if (found?.key === feedKey(request)) return found;
  found?.close();
  return openFeed(request);
}
