/**
 * How many events and pictures each feed remembers having seen (docs/constants.md, Feeds and
 * requests): REMEMBERED_SEEN in every view, screen mode's own size while it runs
 * (docs/views-and-keys.md, Screen mode). Each open feed's memories follow a change at once.
 * The relay client's are sized beside them (screen-keeper.ts), so that this module, which
 * every feed loads, does not bring the relay client into the first screen's scripts.
 */
import { REMEMBERED_SEEN } from '../core/feed';

let remembered = REMEMBERED_SEEN;
const listeners = new Set<(count: number) => void>();

/** What a feed opened now remembers. */
export function rememberedEvents(): number {
  return remembered;
}

/** Calls `listener` with each new size; the function returned stops it. */
export function watchRememberedEvents(listener: (count: number) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Every feed's memories keep at most `count` from now on, or REMEMBERED_SEEN when undefined. */
export function rememberEventsFor(count: number | undefined): void {
  remembered = count ?? REMEMBERED_SEEN;
  for (const listener of listeners) listener(remembered);
}
