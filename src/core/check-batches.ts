/**
 * How a first request's posts are split for their checks (docs/data-and-requests.md,
 * Verified before shown): in batches of a relay's batch, the first few checked at once,
 * so the first pictures wait for their own checks only; the rest of the request's first
 * screen together, as each batch that reaches the store costs the grid a render; after
 * that a few at a time, each in a task of its own, so the page draws (and scrolls)
 * between them.
 */
import { FIRST_SCREEN_EVENTS } from './feed-request';

export const FIRST_CHECK_BATCH = 4;

/** [start, end) of each check batch of a relay batch of `count` events that follows `before` events of the same request. */
export function checkBatches(before: number, count: number): [number, number][] {
  const batches: [number, number][] = [];
  let start = 0;
  const take = (size: number): void => {
    const end = Math.min(count, start + size);
    if (end > start) batches.push([start, end]);
    start = end;
  };
  take(FIRST_CHECK_BATCH);
  if (before + start < FIRST_SCREEN_EVENTS) take(FIRST_SCREEN_EVENTS - before - start);
  while (start < count) take(FIRST_CHECK_BATCH);
  return batches;
}
