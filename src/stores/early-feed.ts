/**
 * The address's feed, opened before React's first render (app/early-start.ts), held until
 * the gallery claims it (hooks/use-feed.ts). Only feeds the address alone determines start
 * early; follows and people lists wait for the session and the list lookup.
 */
import { createClaimable } from '../core/claimable';
import { feedKey, feedRequestForAddress, type FeedRequest } from '../core/feed-request';
import { openFeed, type OpenFeed } from './feed-loader';

export interface EarlyFeed {
  /**
   * Opens the feed the address names, if it needs nothing else; the promise resolves once
   * it has started. Undefined when the address opens no feed at once.
   */
  openForAddress(pathname: string, search: string): Promise<void> | undefined;
  /** The early feed when it is the one asked for (it is handed out once; one for another feed is closed); otherwise a new one. */
  claim(request: FeedRequest): OpenFeed;
  /** Closes and forgets the early feed: the state of a page that has just started. */
  reset(): void;
}

export function createEarlyFeed(open: (request: FeedRequest) => OpenFeed): EarlyFeed {
  const held = createClaimable<OpenFeed>((feed) => feed.close());
  return {
    openForAddress(pathname, search) {
      const request = feedRequestForAddress(pathname, search);
      if (!request) return undefined;
      const feed = open(request);
      held.hold(feed.key, feed);
      return feed.started;
    },
    claim: (request) => held.claim(feedKey(request)) ?? open(request),
    reset: held.clear,
  };
}

/** The page's early feed. */
export const earlyFeed: EarlyFeed = createEarlyFeed(openFeed);

export function openFeedForAddress(pathname: string, search: string): Promise<void> | undefined {
  return earlyFeed.openForAddress(pathname, search);
}

export function claimFeed(request: FeedRequest): OpenFeed {
  return earlyFeed.claim(request);
}
