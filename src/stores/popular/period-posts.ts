/**
 * A popular order's posts (docs/routes-and-filters.md, Popular): the feed's posts of the
 * whole period, read in POST_SLICES slices of time asked of the relays at once, each page
 * by page from its newest back, until a page brings nothing older, the slice is covered,
 * or MAX_RANKED_POSTS are found. Each slice's posts are handed on as they come, so their
 * counts are asked while older slices are still read.
 */
import { feedFilter, type FeedRequest } from '../../core/feed';
import type { NostrEvent } from '../../core/types';
import type { PopularDependencies } from './popular-dependencies';

/** docs/constants.md, Popular: the most posts one ranking reads, how many events one page asks for, and the slices read at once. */
export const MAX_RANKED_POSTS = 2_000;
export const POSTS_PAGE_LIMIT = 500;
export const POST_SLICES = 4;

/** Seconds, both ends included (NIP-01 `since` and `until`). */
export interface TimeSlice {
  since: number;
  until: number;
}

/** The period from `since` to `now` cut into `count` slices of equal length, newest first, neither overlapping nor leaving a second out. */
export function periodSlices(since: number, now: number, count: number): TimeSlice[] {
  const length = Math.max(1, Math.ceil((now - since + 1) / count));
  const slices: TimeSlice[] = [];
  for (let until = now; until >= since; until -= length) slices.push({ since: Math.max(since, until - length + 1), until });
  return slices;
}

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
  // A set's entries are asked by id: one request, whatever their time.
  const slices = request.ids ? [undefined] : periodSlices(since, now, POST_SLICES);
  const open = new Set<() => void>();
  let stopped = false;
  let reading = slices.length;
  let held = 0;

  function sliceDone(): void {
    reading--;
    if (reading === 0 && !stopped) onDone();
  }

  function ask(slice: TimeSlice | undefined, until: number | undefined): void {
    const times: number[] = [];
    const filter = { ...feedFilter(request, now, until), ...(slice && { since: slice.since }), limit: POSTS_PAGE_LIMIT };
    // Replaced once the request is out; a relay may answer EOSE before that.
    let stop = (): void => undefined;
    let ended = false;
    const end = (): void => {
      ended = true;
      stop();
      open.delete(end);
    };
    open.add(end);
    stop = dependencies.subscribe(
      filter,
      {
        onEvents(events) {
          for (const event of events) times.push(event.created_at);
          held = onEvents(events);
        },
        onEose() {
          end();
          if (stopped) return;
          const next = nextUntil(times, until);
          if (next === undefined || held >= MAX_RANKED_POSTS || next < (slice?.since ?? since)) sliceDone();
          else ask(slice, next);
        },
      },
      // A relay or search route's posts come from its relays alone (core/feed/feed-request.ts, FeedRequest).
      { closeOnEose: true, ...(request.relays && { relays: request.relays }) },
    );
    if (ended) stop();
  }

  for (const slice of slices) ask(slice, slice?.until);
  return () => {
    stopped = true;
    for (const end of [...open]) end();
  };
}
