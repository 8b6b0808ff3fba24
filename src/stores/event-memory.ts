/**
 * How many events and pictures each feed remembers having seen (docs/constants.md, Feeds and
 * requests): REMEMBERED_SEEN in every view, screen mode's own size while it runs
 * (docs/views-and-keys.md, Screen mode). Each open feed's memories follow a change at once,
 * and so do the relay client's (nostr/remembered-events.ts).
 */
import { REMEMBERED_SEEN } from '../core/media-dedupe';
import { keepEventsFor } from '../nostr/remembered-events';

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

/** Every memory keeps at most `count` from now on, or REMEMBERED_SEEN (and the relay client its own sizes) when undefined. */
export function rememberEventsFor(
  count: number | undefined,
  keepRelayClientFor: (count: number | undefined) => void = keepEventsFor,
): void {
  remembered = count ?? REMEMBERED_SEEN;
  keepRelayClientFor(count);
  for (const listener of listeners) listener(remembered);
}
