/**
 * The events behind a few posts' counts (docs/data-and-requests.md, Counts), asked of the
 * relays the feeds read, in one subscription that stays open while the posts are on
 * screen, so a new reaction shows as it is published. They are counted, never shown, and
 * kept out of the relay client's cache: thousands of reactions would push the posts out.
 */
import { NDKSubscriptionCacheUsage, type NDKFilter, type NDKRelay } from '@nostr-dev-kit/ndk';
import type { CountFilter } from '../core/social';
import type { NostrEvent } from '../core/types';
import { takeChosenRelays } from './chosen-relays';
import { getNdk } from './ndk';
import { SAMPLED_SUBSCRIPTION } from './sampled-checks';
import { toPlainEvent } from './to-plain-event';

export interface CountEventHandlers {
  /** Each event once, with the first relay that sent it. */
  onEvent(event: NostrEvent, relay?: string): void;
  /** In a sampled read: another relay sent an event already handed on. */
  onSeenAgain?(id: string, relay: string | undefined): void;
  /** Every relay has sent what it had stored; later events are new. */
  onStored(): void;
}

interface CountReadOptions {
  closeOnEose: boolean;
  sampled?: boolean;
  /** These relays alone, on the chosen relays' pool (chosen-relays.ts); absent, the relay client's. */
  relays?: readonly string[];
}

function countEvents(filters: readonly CountFilter[], handlers: CountEventHandlers, options: CountReadOptions): () => void {
  const { closeOnEose, sampled = false } = options;
  const chosen = options.relays ? takeChosenRelays(options.relays) : undefined;
  const subscription = getNdk().subscribe(
    filters.map((filter) => ({ ...filter }) as NDKFilter),
    {
      ...(chosen && { pool: chosen.pool, relaySet: chosen.relaySet, exclusiveRelay: true }),
      closeOnEose,
      groupable: false,
      cacheUsage: NDKSubscriptionCacheUsage.ONLY_RELAY,
      dontSaveToCache: true,
      onEvent: (event, relay) => handlers.onEvent(toPlainEvent(event), relay?.url),
      // Sampled: the relay gate has checked every id and the signatures it chose, so NDK
      // checks none again; which relays sent an event decides whether it counts.
      ...(sampled && {
        subId: SAMPLED_SUBSCRIPTION,
        skipVerification: true,
        onEventDup: (event: { id?: string }, relay: NDKRelay | undefined) => {
          if (event.id) handlers.onSeenAgain?.(event.id, relay?.url);
        },
      }),
      onEose: () => handlers.onStored(),
    },
  );
  return () => {
    subscription.stop();
    chosen?.release();
  };
}

export function watchCountEvents(filters: readonly CountFilter[], handlers: CountEventHandlers): () => void {
  return countEvents(filters, handlers, { closeOnEose: false });
}

/**
 * The same events, read once for a ranking: the request closes when every relay has sent
 * what it stores (docs/routes-and-filters.md, Popular), and signatures are checked by
 * sample (docs/data-and-requests.md, Sampled checks). A relay or search route's ranking
 * asks its own relays (`relays`), as it asks them for its posts.
 */
export function readCountEvents(filters: readonly CountFilter[], handlers: CountEventHandlers, relays?: readonly string[]): () => void {
  return countEvents(filters, handlers, { closeOnEose: true, sampled: true, relays });
}
