/**
 * The events behind a few posts' counts (docs/data-and-requests.md, Counts), asked of the
 * relays the feeds read, in one subscription that stays open while the posts are on
 * screen, so a new reaction shows as it is published. They are counted, never shown, and
 * kept out of the relay client's cache: thousands of reactions would push the posts out.
 */
import { NDKSubscriptionCacheUsage, type NDKFilter } from '@nostr-dev-kit/ndk';
import type { CountFilter } from '../core/count-filters';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { toPlainEvent } from './to-plain-event';

export interface CountEventHandlers {
  onEvent(event: NostrEvent): void;
  /** Every relay has sent what it had stored; later events are new. */
  onStored(): void;
}

function countEvents(filters: readonly CountFilter[], handlers: CountEventHandlers, closeOnEose: boolean): () => void {
  const subscription = getNdk().subscribe(
    filters.map((filter) => ({ ...filter }) as NDKFilter),
    {
      closeOnEose,
      groupable: false,
      cacheUsage: NDKSubscriptionCacheUsage.ONLY_RELAY,
      dontSaveToCache: true,
      onEvent: (event) => handlers.onEvent(toPlainEvent(event)),
      onEose: () => handlers.onStored(),
    },
  );
  return () => subscription.stop();
}

export function watchCountEvents(filters: readonly CountFilter[], handlers: CountEventHandlers): () => void {
  return countEvents(filters, handlers, false);
}

/** The same events, read once: the request closes when every relay has sent what it stores (docs/routes-and-filters.md, Popular). */
export function readCountEvents(filters: readonly CountFilter[], handlers: CountEventHandlers): () => void {
  return countEvents(filters, handlers, true);
}
