/**
 * The relays of feeds that ask chosen relays alone: a relay route's relay
 * (docs/routes-and-filters.md, Routes). They live in a pool of their own, beside the relay
 * client's: a relay put in the client's pool, even for a while, would be asked by its other
 * subscriptions and published to (NDK sends filters without authors, and events, to every
 * permanent connected relay of its pool), and NDK drops a temporary relay after 30 s,
 * subscriptions and all. Nothing but these feeds uses this pool, and the outbox model never
 * adds to it. A relay stays while a subscription uses it, and a little after, so a feed
 * asked again (a filter changed, a relay back) does not dial it anew.
 */
import { NDKPool, NDKRelaySet, normalizeRelayUrl, type NDKRelay } from '@nostr-dev-kit/ndk';
import { getNdk } from './ndk';
import { limitReconnections } from './relay-backoff';

/** How long a relay no subscription uses stays connected. */
export const CHOSEN_RELAY_GRACE_MS = 10_000;

let pool: NDKPool | undefined;

/** The chosen relays' pool, made on first use with the relay client's reconnection policy. */
export function chosenPool(): NDKPool {
  if (pool) return pool;
  const created = new NDKPool([], getNdk(), { name: 'chosen' });
  limitReconnections(created);
  // An active pool connects each relay as it is added; it has none to wait for now.
  void created.connect();
  pool = created;
  return created;
}

/** What the bookkeeping below needs of a pool: a test passes a fake. */
export interface RelayPool<Relay> {
  /** The pool's relay for `url`, added and dialled unless it is there already. */
  getRelay(url: string, connect: boolean, temporary: boolean): Relay;
  removeRelay(url: string): unknown;
}

export interface RelayUse<Relay> {
  relays: Set<Relay>;
  /** This subscription no longer uses the relays; once none does, each leaves the pool after the grace. */
  release(): void;
}

/** Counts the subscriptions using each relay of `pool`, and takes a relay out once none has for CHOSEN_RELAY_GRACE_MS. */
export function createRelayUses<Relay>(pool: () => RelayPool<Relay>): (urls: readonly string[]) => RelayUse<Relay> {
  const users = new Map<string, number>();
  const leaving = new Map<string, ReturnType<typeof setTimeout>>();
  return (urls) => {
    const addresses = [...new Set(urls.map((url) => normalizeRelayUrl(url)))];
    const relays = new Set<Relay>();
    for (const url of addresses) {
      clearTimeout(leaving.get(url));
      leaving.delete(url);
      users.set(url, (users.get(url) ?? 0) + 1);
      // Permanent in this pool: NDK would drop a temporary one after 30 s, subscriptions and all.
      relays.add(pool().getRelay(url, true, false));
    }
    let released = false;
    return {
      relays,
      release() {
        if (released) return;
        released = true;
        for (const url of addresses) {
          const left = (users.get(url) ?? 1) - 1;
          if (left > 0) {
            users.set(url, left);
            continue;
          }
          users.delete(url);
          leaving.set(
            url,
            setTimeout(() => {
              leaving.delete(url);
              pool().removeRelay(url);
            }, CHOSEN_RELAY_GRACE_MS),
          );
        }
      },
    };
  };
}

const relayUses = createRelayUses<NDKRelay>(chosenPool);

export interface ChosenRelays {
  pool: NDKPool;
  relaySet: NDKRelaySet;
  /** This subscription no longer uses the relays. */
  release(): void;
}

/**
 * The relays `urls` name, in the chosen pool, for one subscription. A relay the relay
 * client must not connect to (blacklisted, or blocked by the user) is refused by the
 * pool's connection filter, and is never dialled.
 */
export function takeChosenRelays(urls: readonly string[]): ChosenRelays {
  const { relays, release } = relayUses(urls);
  return { pool: chosenPool(), relaySet: new NDKRelaySet(relays, getNdk(), chosenPool()), release };
}
