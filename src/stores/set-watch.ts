/**
 * Sets kept live while a feed shows them, one or several as one feed (docs/content-rules.md,
 * Media sets): each set's address stays subscribed; of the versions relays send, checked
 * against the address, the newest counts (NIP-01); the feed's entries are the union of the
 * sets' entries in the order they arrived (core/sets/set-union.ts). A set no relay has counts as
 * empty and is listened for still: published later, its entries come in. An address that
 * cannot name a set anyone signed is not asked for at all (docs/views-and-keys.md, The wall).
 */
import { isPublicKey } from '../core/events';
import {
  decodeSetAddress,
  EMPTY_UNION,
  isNewerVersion,
  type SetAddress,
  type SetUnion,
  setVersionOf,
  unionOf,
  type VersionStamp,
} from '../core/sets';
import type { MediaSet } from '../core/types';
import { watchSetEvents } from '../nostr/client';
import type { SetEventHandlers } from '../nostr/media-sets';

/** A set none of the relays has sent, once every relay has answered or this long has passed, is missing. */
export const MISSING_AFTER_MS = 6000;

/**
 * Waiting for the relays' first answer; missing (still listened for); found; unreadable:
 * the address names no set, or its author key is no public key, so no relay can hold it.
 */
export type SetStatus = 'waiting' | 'missing' | 'found' | 'unreadable';

export interface WatchedSet {
  /** The set's address as given. */
  ref: string;
  status: SetStatus;
  /** Its newest version, once found. */
  set?: MediaSet;
}

export interface WatchedSets {
  /** One per address given (each once), in that order. */
  sets: readonly WatchedSet[];
  /** Their entries as one feed; `next` above 0 once any set has named an entry. */
  union: SetUnion;
}

export interface SetWatchDependencies {
  /** Every version relays send of the set at `address`, until stopped (nostr/media-sets.ts). */
  watch(address: SetAddress, handlers: SetEventHandlers): () => void;
}

const pageDependencies: SetWatchDependencies = { watch: watchSetEvents };

export interface SetWatch {
  stop(): void;
  /**
   * Asks the relays again: a relay that dropped and came back has forgotten the
   * subscription (screen mode's upkeep, docs/views-and-keys.md, Screen mode). What is
   * known of the sets stays; only a newer version changes it.
   */
  renew(): void;
}

/**
 * Watches the sets `refs` name; `onChange` hears each change of any set's status or entries.
 * An address that cannot name a set anyone signed is unreadable at once.
 */
export function watchSets(
  refs: readonly string[],
  onChange: (sets: WatchedSets) => void,
  dependencies: SetWatchDependencies = pageDependencies,
): SetWatch {
  const sets: WatchedSet[] = [...new Set(refs)].map((ref) => ({ ref, status: 'waiting' }));
  const stamps = new Map<string, VersionStamp>();
  let union = EMPTY_UNION;
  let stopped = false;

  /** `opening`: the set whose first version just came, before it was taken for missing. */
  function emit(opening?: WatchedSet): void {
    if (stopped) return;
    union = unionOf(
      union,
      sets.map((watched) => watched.set?.entries ?? []),
      sets.map((watched) => watched === opening),
    );
    onChange({ sets: sets.map((watched) => ({ ...watched })), union });
  }

  function subscribe(watched: WatchedSet): () => void {
    const address = decodeSetAddress(watched.ref);
    if (!address || !isPublicKey(address.pubkey)) {
      watched.status = 'unreadable';
      return () => undefined;
    }
    const missing = (): void => {
      clearTimeout(timer);
      if (watched.status !== 'waiting') return;
      watched.status = 'missing';
      emit();
    };
    const timer = setTimeout(missing, MISSING_AFTER_MS);
    const stop = dependencies.watch(address, {
      onEvent(event) {
        const set = setVersionOf(address, event);
        if (!set) return;
        const stamp = { createdAt: set.createdAt, id: event.id };
        if (!isNewerVersion(stamp, stamps.get(watched.ref))) return;
        stamps.set(watched.ref, stamp);
        clearTimeout(timer);
        const opening = watched.status === 'waiting';
        watched.status = 'found';
        watched.set = set;
        emit(opening ? watched : undefined);
      },
      onEose: missing,
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }

  let stops = sets.map(subscribe);
  if (sets.some((watched) => watched.status === 'unreadable')) queueMicrotask(() => emit());

  return {
    stop() {
      stopped = true;
      for (const stop of stops) stop();
    },
    renew() {
      if (stopped) return;
      for (const stop of stops) stop();
      stops = sets.map(subscribe);
    },
  };
}
