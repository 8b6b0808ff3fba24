/**
 * One of the user's own lists as their relays hold it now, read just before an edit is
 * signed (docs/session-and-actions.md, Editing your lists): each relay the edit will go to
 * is asked on its own, never the cache, and the answer says how many of them finished
 * sending what they store, so an edit is never made from a view no relay vouched for.
 */
import { NDKRelaySet, NDKSubscriptionCacheUsage, type NDKFilter, type NDKSubscription } from '@nostr-dev-kit/ndk';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { toPlainEvent } from './to-plain-event';

/** docs/constants.md, Own lists: how long the relays have to answer before an edit goes on without the silent ones. */
export const OWN_LIST_READ_MS = 4_000;

export interface OwnListFilter {
  kinds: number[];
  authors: string[];
  '#d'?: string[];
}

export interface OwnListNow {
  /** Every version the relays sent, by the list's author only. */
  events: NostrEvent[];
  /** The relays that sent all they store before the time was up. */
  answered: number;
}

export function readOwnListNow(filter: OwnListFilter, relays: readonly string[], timeoutMs = OWN_LIST_READ_MS): Promise<OwnListNow> {
  return new Promise((resolve) => {
    const events = new Map<string, NostrEvent>();
    const subscriptions: NDKSubscription[] = [];
    let answered = 0;
    let finished = false;
    const finish = (): void => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      for (const subscription of subscriptions) subscription.stop();
      resolve({ events: [...events.values()], answered });
    };
    const timer = setTimeout(finish, timeoutMs);
    const urls = [...new Set(relays)];
    if (urls.length === 0) return finish();
    // One subscription per relay: NDK's own end of stored events comes once enough relays have
    // answered, and a newer version on a slower one must not be missed.
    for (const url of urls) {
      subscriptions.push(
        getNdk().subscribe(filter as NDKFilter, {
          closeOnEose: true,
          groupable: false,
          cacheUsage: NDKSubscriptionCacheUsage.ONLY_RELAY,
          relaySet: NDKRelaySet.fromRelayUrls([url], getNdk()),
          onEvent: (event) => {
            if (filter.authors.includes(event.pubkey)) events.set(event.id, toPlainEvent(event));
          },
          onEose: () => {
            answered++;
            if (answered === urls.length) finish();
          },
        }),
      );
    }
  });
}
