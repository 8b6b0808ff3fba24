/**
 * The current item after an arrow key (docs/views-and-keys.md, Keys and gestures, "Arrow keys and Escape change
 * or clear the current image"): one item on, passing over items the view does not show
 * (the grid hides a picture that failed to load). With no current item, the first step
 * goes to the first shown item (or the last, going back); at either end it stays.
 */
export function stepCurrent(
  count: number,
  from: number | undefined,
  delta: 1 | -1,
  hidden: (index: number) => boolean,
): number | undefined {
  // A current item past the end (the feed lost posts) steps back from the end.
  let index = from === undefined ? (delta > 0 ? -1 : count) : Math.min(from, count);
  for (;;) {
    index += delta;
    if (index < 0 || index >= count) return from !== undefined && from < count ? from : undefined;
    if (!hidden(index)) return index;
  }
}
