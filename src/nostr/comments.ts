/**
 * One post's comments while its panel is open (docs/data-and-requests.md, Relay
 * subscriptions): live, so a comment published meanwhile arrives too, and handed over in
 * batches. Which of them really are comments on the post is the caller's to check
 * (docs/content-rules.md, Relay answers are checked).
 */
import { NDKSubscriptionCacheUsage, type NDKFilter } from '@nostr-dev-kit/ndk';
import { afterDelay, createBatcher, RELAY_BATCH_DELAY_MS } from '../core/primitives';
import type { CommentRequest } from '../core/social';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { recordSeenOn } from './seen-on';
import { toPlainEvent } from './to-plain-event';

export interface CommentHandlers {
  onEvents(events: NostrEvent[]): void;
  /** Every relay has sent what it stores. */
  onEose(): void;
}

export function watchComments(request: CommentRequest, handlers: CommentHandlers): () => void {
  const batcher = createBatcher(handlers.onEvents, afterDelay(RELAY_BATCH_DELAY_MS));
  const subscription = getNdk().subscribe(request as NDKFilter, {
    closeOnEose: false,
    groupable: false,
    cacheUsage: NDKSubscriptionCacheUsage.ONLY_RELAY,
    // Comments are asked for afresh each time a panel opens; they would only crowd the cache.
    dontSaveToCache: true,
    onEvent: (event) => {
      // A reply names where the comment it answers can be found (NIP-22, NIP-10).
      recordSeenOn(event.id, event.relay?.url);
      batcher.push(toPlainEvent(event));
    },
    onEose: () => {
      batcher.flush();
      handlers.onEose();
    },
  });
  return () => {
    batcher.cancel();
    subscription.stop();
  };
}
