/**
 * The address's feed, opened before React's first render (see app/main.tsx). Only feeds
 * the address alone determines start early; follows and people lists wait for the
 * session and the list lookup.
 */
import { needsAdultWarning } from '../core/adult-gate';
import { authorSource } from '../core/author-source';
import { parseRoute } from '../core/route';
import { feedKey, openFeed, type FeedRequest, type OpenFeed } from './feed-loader';

let early: OpenFeed | undefined;

/**
 * Opens the feed the address names, if it needs nothing else; the promise resolves once
 * it has started. Undefined when the address opens no feed at once.
 */
export function openFeedForAddress(pathname: string, search: string): Promise<void> | undefined {
  const request = requestForAddress(pathname, search);
  if (!request) return undefined;
  early = openFeed(request);
  return early.started;
}

/** Whether the address alone determines its feed, which then starts before the first render. */
export function opensAtOnce(pathname: string, search: string): boolean {
  return requestForAddress(pathname, search) !== undefined;
}

function requestForAddress(pathname: string, search: string): FeedRequest | undefined {
  const match = parseRoute(pathname, search);
  if (match.kind !== 'gallery' || needsAdultWarning(match.settings)) return undefined;
  const source = authorSource(match.settings);
  if (source.kind === 'anyone') return { settings: match.settings };
  if (source.kind === 'npubs') return { settings: match.settings, authors: source.keys };
  return undefined;
}

/** The early feed when it is the one asked for (it is handed out once); otherwise a new one. */
export function claimFeed(request: FeedRequest): OpenFeed {
  const found = early;
  early = undefined;
  if (found?.key === feedKey(request)) return found;
  found?.close();
  return openFeed(request);
}
