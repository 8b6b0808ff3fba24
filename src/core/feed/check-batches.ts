/**
 * How a first request's posts are split for their checks (docs/data-and-requests.md,
 * Verified before shown), in the order the relay sent them. The first screen's posts are
 * checked on the page a few at a time: the first few of a relay's batch at once, so the
 * first pictures wait for their own checks only, then each few in a task of its own, so
 * the page draws the pictures of those checked between them (a painted first screen that
 * is full passes the rest on: stores/feed-loader.ts). What comes after the first screen
 * goes to the worker in one batch: on the page it would take the thread from the first
 * screen's pictures while they are drawn.
 */
import { FIRST_SCREEN_EVENTS } from './feed-request';

export const FIRST_CHECK_BATCH = 4;

/** Where a batch is checked: on the page in the caller's task, on the page in a task of its own, or in the worker. */
export type CheckPlace = 'page-now' | 'page' | 'worker';

export interface CheckBatch {
  /** [start, end) in the relay's batch. */
  start: number;
  end: number;
  place: CheckPlace;
}

/** The check batches of a relay batch of `count` events that follows `before` events of the same request. */
export function checkBatches(before: number, count: number): CheckBatch[] {
  const batches: CheckBatch[] = [];
  let start = 0;
  const take = (size: number, place: CheckPlace): void => {
    const end = Math.min(count, start + size);
    if (end <= start) return;
    batches.push({ start, end, place });
    start = end;
  };
  take(Math.min(FIRST_CHECK_BATCH, FIRST_SCREEN_EVENTS - before), 'page-now');
  while (before + start < FIRST_SCREEN_EVENTS && start < count)
    take(Math.min(FIRST_CHECK_BATCH, FIRST_SCREEN_EVENTS - before - start), 'page');
  take(count - start, 'worker');
  return batches;
}
