/** A box's top and bottom edges, relative to the top of the viewport. */
export interface VerticalSpan {
  top: number;
  bottom: number;
}

export interface RevealViewport {
  height: number;
  /** Covered at the top (fixed controls): a box under it is not seen. */
  topInset: number;
  bottomInset: number;
}

/**
 * How far to scroll so the box is seen: nothing when it already is; the least that shows
 * it whole when part of it shows (a step to the next tile); centred when none of it does
 * (a jump, such as coming back from the scroll view). A box taller than the space shows
 * from its top.
 */
export function revealScroll(box: VerticalSpan, viewport: RevealViewport): number {
  const first = viewport.topInset;
  const last = viewport.height - viewport.bottomInset;
  if (box.top >= first && box.bottom <= last) return 0;
  if (box.bottom - box.top >= last - first) return box.top - first;
  const partlySeen = box.bottom > first && box.top < last;
  if (!partlySeen) return Math.round((box.top + box.bottom) / 2 - (first + last) / 2);
  return box.top < first ? box.top - first : box.bottom - last;
}
