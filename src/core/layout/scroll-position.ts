/**
 * The scroll view's current item, from the scroll offset alone (no observers): item i is
 * current once at least 0.7 of it is visible (docs/constants.md, Views),
 * and the previous item stays current in between.
 */
export const VISIBLE_THRESHOLD = 0.7;

export function currentFromScroll(scrollTop: number, itemHeight: number, count: number, previous: number): number {
  if (itemHeight <= 0 || count <= 0) return 0;
  if (scrollTop <= 0) return 0;
  if (scrollTop >= (count - 1) * itemHeight) return count - 1;
  const nearest = Math.min(count - 1, Math.max(0, Math.round(scrollTop / itemHeight)));
  const offset = Math.abs(scrollTop - nearest * itemHeight) / itemHeight;
  return offset <= 1 - VISIBLE_THRESHOLD ? nearest : Math.min(count - 1, Math.max(0, previous));
}

/** The items rendered around the current one: a window, so the DOM stays small. */
export function renderWindow(current: number, count: number, radius: number): { first: number; last: number } {
  return { first: Math.max(0, current - radius), last: Math.min(count - 1, current + radius) };
}
