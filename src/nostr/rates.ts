/**
 * docs/data-and-requests.md: the rates event (kind 1009) of a fixed provider, read from a
 * fixed relay and only from it.
 */
import { NDKRelaySet, NDKSubscriptionCacheUsage, type NDKFilter } from '@nostr-dev-kit/ndk';
import { config } from '../config';
import { RATES_KIND } from '../core/events';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { toPlainEvent } from './to-plain-event';

export function watchRates(onEvent: (event: NostrEvent) => void): () => void {
  const ndk = getNdk();
  const subscription = ndk.subscribe({ kinds: [RATES_KIND as number], authors: [config.ratesPubkey], limit: 1 } as NDKFilter, {
    closeOnEose: false,
    groupable: false,
    cacheUsage: NDKSubscriptionCacheUsage.ONLY_RELAY,
    relaySet: NDKRelaySet.fromRelayUrls([config.ratesRelay], ndk),
    onEvent: (event) => {
      if (event.pubkey === config.ratesPubkey) onEvent(toPlainEvent(event));
    },
  });
  return () => subscription.stop();
}
