/**
 * Picture and video sets (NIP-51 kinds 30006 and 30005) as plain events
 * (docs/data-and-requests.md, Relay subscriptions): one set by its address, live, an author's
 * sets, and the signed-in user's own sets kept open while they may be edited.
 */
import type NDK from '@nostr-dev-kit/ndk';
import { normalizeRelayUrl, NDKRelaySet, NDKSubscriptionCacheUsage, type NDKFilter, type NDKSubscription } from '@nostr-dev-kit/ndk';
import { MEDIA_SET_KINDS } from '../core/events';
import { newestSets } from '../core/sets';
import type { SetAddress } from '../core/sets';
import type { NostrEvent } from '../core/types';
import { collectEvents } from './collect-events';
import { getNdk } from './ndk';
import { relaysToRead } from './read-relays';
import { toPlainEvent } from './to-plain-event';
import { watchOwnKinds } from './own-lists';

/** A list of sets must not wait for ever on a relay that never answers. */
const FETCH_TIMEOUT_MS = 6000;
export const USER_SETS_LIMIT = 50;

export interface SetEventHandlers {
  /** A version of the set a relay sent, unchecked against the address: the caller checks it (core/sets/set-union.ts). */
  onEvent(event: NostrEvent): void;
  /** Every relay asked has sent what it stores. */
  onEose(): void;
}

/**
 * The set an address names, kept open so a newer version a relay shows later arrives
 * (docs/content-rules.md, Media sets): asked of the address's relay hints and the relays
 * feeds are read from at once, and of the author's own relays (NIP-65, the outbox model)
 * as soon as their relay list is known. A wall's set may hold thousands of entries: each
 * relay is asked once. A blocked relay is never dialled (ndk.ts, relayConnectionFilter).
 */
export function watchSetEvents(address: SetAddress, handlers: SetEventHandlers): () => void {
  const ndk = getNdk();
  const filter: NDKFilter = { kinds: [address.kind], authors: [address.pubkey], '#d': [address.identifier] };
  const subscriptions: NDKSubscription[] = [];
  const asked = new Set<string>();
  let waiting = 0;
  let settled = false;
  const answered = (): void => {
    waiting -= 1;
    if (waiting > 0 || settled) return;
    settled = true;
    handlers.onEose();
  };
  const ask = (urls: Iterable<string>): void => {
    const fresh = [...new Set([...urls].map(normalizeRelayUrl))].filter((url) => !asked.has(url));
    if (fresh.length === 0) return;
    for (const url of fresh) asked.add(url);
    waiting += 1;
    subscriptions.push(
      ndk.subscribe(filter, {
        closeOnEose: false,
        groupable: false,
        cacheUsage: NDKSubscriptionCacheUsage.PARALLEL,
        relaySet: NDKRelaySet.fromRelayUrls(fresh, ndk),
        onEvent: (event) => handlers.onEvent(toPlainEvent(event)),
        onEose: answered,
      }),
    );
  };
  ask([...address.relays, ...relaysToRead()]);
  const stopOutbox = askAuthorRelays(ndk, address.pubkey, ask);
  return () => {
    stopOutbox();
    for (const subscription of subscriptions) subscription.stop();
  };
}

/** Hands `ask` the author's write relays (NIP-65) once the outbox model knows them, and each time they change. */
function askAuthorRelays(ndk: NDK, pubkey: string, ask: (urls: Iterable<string>) => void): () => void {
  const tracker = ndk.outboxTracker;
  if (!tracker) return () => undefined;
  const updated = (author: string, item: { writeRelays: Set<string> }): void => {
    if (author === pubkey) ask(item.writeRelays);
  };
  tracker.on('user:relay-list-updated', updated);
  const known = tracker.data.get(pubkey);
  if (known) ask(known.writeRelays);
  else void tracker.trackUsers([pubkey]);
  return () => void tracker.off('user:relay-list-updated', updated);
}

/** An author's picture and video sets, the newest version of each, newest first. */
export async function fetchUserSets(pubkey: string): Promise<NostrEvent[]> {
  try {
    const events = await collectEvents({ kinds: [...MEDIA_SET_KINDS], authors: [pubkey], limit: USER_SETS_LIMIT }, FETCH_TIMEOUT_MS);
    return newestSets(events.filter((event) => event.pubkey === pubkey));
  } catch (error) {
    console.warn('Could not load the sets', error);
    return [];
  }
}

export interface OwnSetHandlers {
  onEvent(event: NostrEvent): void;
  /** Every relay has answered, or 5 s have passed (docs/session-and-actions.md, Sets). */
  onSettled(): void;
}

/**
 * The user's sets, live: a newer version a relay shows later still arrives. Asked of the
 * relays the user's other lists are (own-lists.ts), settled the same way.
 */
export function watchOwnSets(pubkey: string, handlers: OwnSetHandlers): () => void {
  return watchOwnKinds(pubkey, [...MEDIA_SET_KINDS], handlers);
}
