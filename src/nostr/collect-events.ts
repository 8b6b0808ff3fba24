import { NDKSubscriptionCacheUsage, type NDKFilter, type NDKRelaySet } from '@nostr-dev-kit/ndk';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { toPlainEvent } from './to-plain-event';

/**
 * The events of one filter once every relay has sent EOSE, or what has come when the
 * time is up: NDK's fetch waits for every relay, and one that never answers would hold
 * the caller for ever.
 */
export function collectEvents(filter: NDKFilter, timeoutMs: number, relaySet?: NDKRelaySet): Promise<NostrEvent[]> {
  return new Promise((resolve) => {
    const events = new Map<string, NostrEvent>();
    const finish = (): void => {
      clearTimeout(timer);
      subscription.stop();
      resolve([...events.values()]);
    };
    const timer = setTimeout(finish, timeoutMs);
    const subscription = getNdk().subscribe(filter, {
      closeOnEose: true,
      groupable: false,
      cacheUsage: NDKSubscriptionCacheUsage.PARALLEL,
      relaySet,
      onEvent: (event) => void events.set(event.id, toPlainEvent(event)),
      onEose: finish,
    });
  });
}
