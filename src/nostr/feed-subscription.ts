/**
 * Feed subscriptions (docs/data-and-requests.md, Relay subscriptions): relay events arrive one by one and
 * leave here as batches of plain events.
 */
import { NDKSubscriptionCacheUsage, type NDKFilter, type NDKSubscription } from '@nostr-dev-kit/ndk';
import { afterDelay, createBatcher, RELAY_BATCH_DELAY_MS } from '../core/primitives';
import type { FeedFilter, NostrEvent } from '../core/types';
import { takeChosenRelays } from './chosen-relays';
import { getNdk } from './ndk';
import { forgetOldestPassedOn } from './remembered-events';
import { recordSeenOn } from './seen-on';
import { toPlainEvent } from './to-plain-event';

export interface FeedHandlers {
  onEvents(events: NostrEvent[]): void;
  /** Every relay has sent what it stores. */
  onEose?(): void;
}

export interface SubscribeOptions {
  closeOnEose?: boolean;
  /** Hand the first events over as soon as this many have come (see core/primitives/batcher.ts). */
  firstBatchSize?: number;
  /**
   * Asks these relays alone, on the chosen relays' pool (chosen-relays.ts), and takes
   * events from them alone; absent, the relay client's relays.
   */
  relays?: readonly string[];
}

export function subscribeFeed(filter: FeedFilter, handlers: FeedHandlers, options: SubscribeOptions = {}): () => void {
  const batcher = createBatcher(handlers.onEvents, afterDelay(RELAY_BATCH_DELAY_MS), { firstBatchSize: options.firstBatchSize });
  const chosen = options.relays ? takeChosenRelays(options.relays) : undefined;
  // Declared first: NDK may hand over an event before `subscribe` returns.
  let subscription: NDKSubscription | undefined = undefined;
  subscription = getNdk().subscribe(filter as NDKFilter, {
    ...(chosen && { pool: chosen.pool, relaySet: chosen.relaySet, exclusiveRelay: true }),
    closeOnEose: options.closeOnEose ?? false,
    // The feed has its own warm-start snapshot (feed-snapshot.ts); NDK's cache would only
    // answer from an arbitrary in-memory sample (docs/architecture.md, NDK facts).
    cacheUsage: NDKSubscriptionCacheUsage.ONLY_RELAY,
    dontSaveToCache: true,
    groupable: false,
    onEvent: (event) => {
      // A live subscription stays open all day in screen mode: its record of the events it passed on stays bounded.
      if (subscription) forgetOldestPassedOn(subscription.eventFirstSeen);
      recordSeenOn(event.id, event.relay?.url);
      batcher.push(toPlainEvent(event));
    },
    onEose: () => {
      batcher.flush();
      handlers.onEose?.();
    },
  });
  return () => {
    batcher.cancel();
    subscription?.stop();
    chosen?.release();
  };
}
