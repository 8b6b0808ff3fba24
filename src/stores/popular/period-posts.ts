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

/**
 * Where the next page starts, or undefined when every relay has sent all it holds. Each
 * relay sends its own newest POSTS_PAGE_LIMIT, so the merged answer is whole only down to
 * the oldest second every relay with a full page reached; the merged answer's
 * POSTS_PAGE_LIMIT-th newest event is never older than that (each full relay alone sent
 * that many at or after its own oldest), so no post is skipped between pages. An answer
 * shorter than one page means no relay had a full page.
 */
export function nextUntil(times: readonly number[], until: number | undefined): number | undefined {
  if (times.length < POSTS_PAGE_LIMIT) return undefined;
  const next = [...times].sort((a, b) => b - a)[POSTS_PAGE_LIMIT - 1] ?? 0;
  // `until` is inclusive (NIP-01): a page of one second's posts moves on by a second, or it would be asked again forever.
  return until !== undefined && next >= until ? until - 1 : next;
}

export function readPeriodPosts({ request, dependencies, now, onEvents, onDone }: PeriodPostsOptions): () => void {
  const since = feedFilter(request, now).since ?? 0;
  let stopPage: (() => void) | undefined;
  let stopped = false;
  let held = 0;

  function ask(until: number | undefined): void {
    const times: number[] = [];
    const filter = { ...feedFilter(request, now, until), limit: POSTS_PAGE_LIMIT };
    stopPage = dependencies.subscribe(
      filter,
      {
        onEvents(events) {
          for (const event of events) times.push(event.created_at);
          held = onEvents(events);
        },
        onEose() {
          stopPage?.();
          stopPage = undefined;
          if (stopped) return;
          const next = nextUntil(times, until);
          if (next === undefined || held >= MAX_RANKED_POSTS || next <= since) onDone();
          else ask(next);
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
