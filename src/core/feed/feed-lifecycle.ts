/**
 * A feed's lifecycle as one value: opened and waiting for the relays, then ready once
 * every relay has answered or the wait for them has ended, with its older pages asked
 * for from then on (docs/architecture.md, A feed's start). The feed store changes it only
 * through the transitions below, and the messages and the answer the views show are
 * derived from it, so no combination of flags can contradict another.
 */

/** Whether a ready feed has older pages to ask for. */
export type OlderPages = 'more' | 'loading' | 'exhausted';

export type FeedLifecycle =
  /** No feed has been opened yet. */
  | { phase: 'idle' }
  | {
      /** Opened; the relays have not all answered yet. */
      phase: 'loading';
      /**
       * The first request's answer is on screen, though one silent relay must not hold
       * back what depends on a first answer (docs/cache-and-offline.md, First screen hint).
       */
      firstAnswerShown: boolean;
      /** What is on screen came from the local cache, and no relay has answered yet. */
      fromCache: boolean;
    }
  | {
      /** Every relay has answered, or the wait for them has ended. */
      phase: 'ready';
      fromCache: boolean;
      olderPages: OlderPages;
    };

/** How much of the relays' answer is on screen: none yet, the first request's, or every relay's. */
export type FeedAnswer = 'none' | 'first' | 'complete';

/** What the feed's message needs to know (core/feed/feed-message.ts): one value, so a view re-renders only when it changes. */
export type FeedProgress = 'idle' | 'loading' | 'ready' | 'ended';

export const IDLE_FEED: FeedLifecycle = { phase: 'idle' };
export const OPENED_FEED: FeedLifecycle = { phase: 'loading', firstAnswerShown: false, fromCache: false };

/** Each returns the lifecycle unchanged (the same object) when the transition does not apply. */
export const feedTransitions = {
  /** Items were added to the feed: from the cache to an empty feed, or to one showing only the cache, it shows the cache. */
  itemsAdded(lifecycle: FeedLifecycle, { fromCache, feedWasEmpty }: { fromCache: boolean; feedWasEmpty: boolean }): FeedLifecycle {
    if (lifecycle.phase === 'idle') return lifecycle;
    return withFromCache(lifecycle, fromCache && (lifecycle.fromCache || feedWasEmpty));
  },
  /** A relay's answer has come: what is on screen is no longer the cache alone. */
  relayAnswered(lifecycle: FeedLifecycle): FeedLifecycle {
    return lifecycle.phase === 'idle' ? lifecycle : withFromCache(lifecycle, false);
  },
  firstAnswerShown(lifecycle: FeedLifecycle): FeedLifecycle {
    if (lifecycle.phase !== 'loading' || lifecycle.firstAnswerShown) return lifecycle;
    return { ...lifecycle, firstAnswerShown: true };
  },
  /** Every relay has answered, or the wait has ended; a feed already ready keeps its older pages. */
  ready(lifecycle: FeedLifecycle): FeedLifecycle {
    if (lifecycle.phase !== 'ready') return { phase: 'ready', fromCache: false, olderPages: 'more' };
    return withFromCache(lifecycle, false);
  },
  olderPagesAsked(lifecycle: FeedLifecycle): FeedLifecycle {
    return withOlderPages(lifecycle, 'loading');
  },
  /** `exhausted`: no relay had anything older. */
  olderPagesAnswered(lifecycle: FeedLifecycle, { exhausted }: { exhausted: boolean }): FeedLifecycle {
    return withOlderPages(lifecycle, exhausted ? 'exhausted' : 'more');
  },
};

function withFromCache(lifecycle: Exclude<FeedLifecycle, { phase: 'idle' }>, fromCache: boolean): FeedLifecycle {
  return lifecycle.fromCache === fromCache ? lifecycle : { ...lifecycle, fromCache };
}

function withOlderPages(lifecycle: FeedLifecycle, olderPages: OlderPages): FeedLifecycle {
  if (lifecycle.phase !== 'ready' || lifecycle.olderPages === olderPages) return lifecycle;
  return { ...lifecycle, olderPages };
}

export function feedAnswer(lifecycle: FeedLifecycle): FeedAnswer {
  if (lifecycle.phase === 'ready') return 'complete';
  return lifecycle.phase === 'loading' && lifecycle.firstAnswerShown ? 'first' : 'none';
}

export function feedProgress(lifecycle: FeedLifecycle): FeedProgress {
  if (lifecycle.phase !== 'ready') return lifecycle.phase;
  return lifecycle.olderPages === 'exhausted' ? 'ended' : 'ready';
}
