/**
 * Follow lists (NIP-02 kind 3) of many people, for the trust circle (docs/content-rules.md,
 * Trust circle): asked in batches of a few hundred authors, one batch at a time, of the
 * configured and outbox relays. Each batch ends when every relay has answered or its time
 * is up, so a silent relay costs one batch a few seconds, never the whole circle. The
 * circle is kept whole on this device (nostr/trust-circle-cache.ts); the lists themselves
 * are not cached, as they would fill the event cache with little use.
 */
import { NDKRelaySet, NDKSubscriptionCacheUsage } from '@nostr-dev-kit/ndk';
import { config } from '../config';
import { FOLLOW_LIST_KIND } from '../core/events';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { toPlainEvent } from './to-plain-event';

/** Authors per request: small enough for any relay's filter limits, few enough requests for a thousand follows. */
const BATCH_SIZE = 250;
const BATCH_TIMEOUT_MS = 8000;

function batchOf(authors: readonly string[], signal: AbortSignal): Promise<NostrEvent[]> {
  return new Promise((resolve) => {
    const events: NostrEvent[] = [];
    const wanted = new Set(authors);
    const finish = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      subscription.stop();
      resolve(events);
    };
    const timer = setTimeout(finish, BATCH_TIMEOUT_MS);
    signal.addEventListener('abort', finish);
    const subscription = getNdk().subscribe(
      { kinds: [FOLLOW_LIST_KIND], authors: [...authors] },
      {
        closeOnEose: true,
        groupable: false,
        cacheUsage: NDKSubscriptionCacheUsage.ONLY_RELAY,
        dontSaveToCache: true,
        relaySet: NDKRelaySet.fromRelayUrls([...new Set([...config.relays, ...config.outboxRelays])], getNdk()),
        // A relay's answer must be what was asked for (docs/content-rules.md, Relay answers are checked).
        onEvent: (event) => {
          if (event.kind === FOLLOW_LIST_KIND && wanted.has(event.pubkey)) events.push(toPlainEvent(event));
        },
        onEose: finish,
      },
    );
  });
}

export async function fetchFollowLists(
  authors: readonly string[],
  onBatch: (events: NostrEvent[]) => void,
  signal: AbortSignal,
): Promise<void> {
  for (let start = 0; start < authors.length && !signal.aborted; start += BATCH_SIZE) {
    const events = await batchOf(authors.slice(start, start + BATCH_SIZE), signal);
    if (!signal.aborted) onBatch(events);
  }
}
