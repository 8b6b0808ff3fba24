/**
 * A popular order's posts (docs/routes-and-filters.md, Popular): the feed's posts of the
 * whole period, asked page by page from the newest back through the relay client, until
 * a page brings nothing older, the period is covered, or MAX_RANKED_POSTS are found.
 */
import { feedFilter, type FeedRequest } from '../../core/feed-request';
import type { NostrEvent } from '../../core/types';
import type { PopularDependencies } from './popular-dependencies';

/** docs/constants.md, Popular: the most posts one ranking reads, and how many events one page asks for. */
export const MAX_RANKED_POSTS = 2_000;
export const POSTS_PAGE_LIMIT = 500;

export interface PeriodPostsOptions {
  request: FeedRequest;
  dependencies: Pick<PopularDependencies, 'subscribe'>;
  /** Seconds: the period ends here, whatever arrives while it is read. */
  now: number;
  /** Each page's events, as they come; returns how many posts with media the ranking now holds. */
  onEvents(events: NostrEvent[]): number;
  /** Every page the ranking will read is in. */
  onDone(): void;
}

export function readPeriodPosts({ request, dependencies, now, onEvents, onDone }: PeriodPostsOptions): () => void {
  const since = feedFilter(request, now).since ?? 0;
  let stopPage: (() => void) | undefined;
  let stopped = false;
  let held = 0;

  function ask(until: number | undefined): void {
    let oldest = Number.POSITIVE_INFINITY;
    let older = 0;
    const filter = { ...feedFilter(request, now, until), limit: POSTS_PAGE_LIMIT };
    stopPage = dependencies.subscribe(
      filter,
      {
        onEvents(events) {
          for (const event of events) {
            oldest = Math.min(oldest, event.created_at);
            if (until === undefined || event.created_at < until) older++;
          }
          held = onEvents(events);
        },
        onEose() {
          stopPage?.();
          stopPage = undefined;
          if (stopped) return;
          // `until` is inclusive (NIP-01): the next page starts at the oldest second, and repeats of it are dropped downstream.
          if (older === 0 || held >= MAX_RANKED_POSTS || oldest <= since) onDone();
          else ask(oldest);
        },
      },
      // A relay or search route's posts come from its relays alone (core/feed-request.ts, FeedRequest).
      { closeOnEose: true, ...(request.relays && { relays: request.relays }) },
    );
  }

  ask(undefined);
  return () => {
    stopped = true;
    stopPage?.();
  };
}
