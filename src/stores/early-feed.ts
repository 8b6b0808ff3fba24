/**
 * The address's feed, opened before React's first render (app/early-start.ts), held until
 * the gallery claims it (hooks/use-feed.ts). Feeds the address alone determines start
 * early, and a list or set route's once its list or set is read early (stores/early-list.ts);
 * follows wait for the session.
 */
import { createClaimable } from '../core/primitives';
import { feedKey, feedRequestForAddress, type FeedRequest } from '../core/feed';
import { openFeed, type OpenFeed } from './feed-loader';
import type { SetEntries } from './feed/set-entries';

export interface EarlyFeed {
  /**
   * Opens the feed the address names, if it needs nothing else; the promise resolves once
   * it has started. Undefined when the address opens no feed at once.
   */
  openForAddress(pathname: string, search: string): Promise<void> | undefined;
  /**
   * Opens this feed, held as the address's is; the promise resolves once it has started.
   * A set feed is told its set's entries at once, as the gallery tells it (hooks/use-feed.ts).
   */
  open(request: FeedRequest, entries?: SetEntries): Promise<void>;
  /** The early feed when it is the one asked for (it is handed out once; one for another feed is closed); otherwise a new one. */
  claim(request: FeedRequest): OpenFeed;
  /** Closes and forgets the early feed: the state of a page that has just started. */
  reset(): void;
}

export function createEarlyFeed(open: (request: FeedRequest) => OpenFeed): EarlyFeed {
  const held = createClaimable<OpenFeed>((feed) => feed.close());
  const hold = (request: FeedRequest, entries?: SetEntries): Promise<void> => {
    const feed = open(request);
    if (entries) feed.setEntries?.(entries);
    held.hold(feed.key, feed);
    return feed.started;
  };
  return {
    openForAddress(pathname, search) {
      const request = feedRequestForAddress(pathname, search);
      return request ? hold(request) : undefined;
    },
    open: hold,
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

export function openEarlyFeed(request: FeedRequest, entries?: SetEntries): Promise<void> {
  return earlyFeed.open(request, entries);
}
