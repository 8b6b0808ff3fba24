/**
 * Adding a post to the user's picture and video sets, taking it out, and creating a set
 * for it (docs/session-and-actions.md, Sets). A set is edited only once every relay has
 * answered for the user's sets (or the wait has ended), and from the newest version the
 * user's relays hold when it is signed (docs/session-and-actions.md, Editing your lists):
 * a version published from one that was not loaded would replace the user's set and lose
 * its entries. A new set needs no earlier version: its `d` identifier is fresh.
 */
import { hasSetEntry, newSetTemplate, setCoordinate, setEditTemplate, withoutSetEntry, withSetEntry } from '../core/sets';
import type { NostrEvent } from '../core/types';
import { publishEvent, readOwnListNow, watchOwnSets, type EventTemplate, type OwnSetHandlers } from '../nostr/client';
import { seenOn } from '../nostr/seen-on';
import { newestOwnList, OwnListUnreadable, type ReadOwnListNow } from './newest-own-list';
import { ownListsSync } from './own-lists-sync';
import { ownSetsStoreActions, useOwnSets } from './own-sets-store';
import { currentPublishRelays, nowSeconds } from './publish-target';
import { useSessionStore } from './session-store';
import { requireSigner } from './signer-gate';

/** What the sets need besides their store: the session, the signer, the relays; tests pass fakes. */
export interface OwnSetsEdges {
  currentPubkey(): string | undefined;
  requireSigner(action: string): Promise<void>;
  /** The user's own relays may be asked only once their blocked relays are known (docs/data-and-requests.md, Relays). */
  whenBlockListKnown(): Promise<void>;
  watchOwnSets(pubkey: string, handlers: OwnSetHandlers): () => void;
  publishRelays(): Promise<string[]>;
  publishEvent(template: EventTemplate, relays: readonly string[]): Promise<NostrEvent>;
  readOwnListNow: ReadOwnListNow;
  /** A relay the post was read from, which its entry names. */
  seenOn(postId: string): string | undefined;
  /** A fresh random `d` identifier for a new set. */
  newIdentifier(): string;
  now(): number;
}

export const SETS_LOADING = 'Your sets are still loading. Try again in a moment.';
export const SET_NOT_LOADED = 'This set has not been loaded, so it was not changed.';
export const TITLE_REQUIRED = 'Give the new set a title.';

export interface NewSet {
  kind: number;
  title: string;
  description?: string;
}

/**
 * How a placement ended: the set is as asked, none of the user's relays answered its read
 * (nothing was published, and the caller decides what to say), or it failed and the
 * store's notice says why.
 */
export type PlaceOutcome = 'placed' | 'unreachable' | 'failed';

/** A set of the user's named by its kind and `d` identifier, with the title it is created with. */
export interface SetTarget {
  kind: number;
  identifier: string;
  title: string;
}

export interface OwnSets {
  /** Follows this user's sets; a second call for the same user does nothing. */
  watch(pubkey: string): void;
  /** Stops following them and forgets them. */
  stop(): void;
  /** The session's user changed: another user's sets are forgotten. */
  sessionChanged(pubkey: string | undefined): void;
  /** Puts the post in the set, or takes it out, by whether it is there now. */
  toggle(post: NostrEvent, coordinate: string): Promise<void>;
  /** Creates a set holding the post; resolves true once a relay has taken it. */
  create(post: NostrEvent, input: NewSet): Promise<boolean>;
  /**
   * Puts the post in the target set (creating the set when the user has none there) or
   * takes it out. Calls wait for the one before, so quick presses each edit the version
   * the last one made. When no relay answers the set's read it publishes nothing and
   * sets no notice: a wall's approval then waits for the relays (stores/wall-decisions.ts).
   */
  place(post: NostrEvent, target: SetTarget, present: boolean): Promise<PlaceOutcome>;
}

export function createOwnSets(edges: OwnSetsEdges): OwnSets {
  let watched: string | undefined;
  let stopWatch: (() => void) | undefined;
  let placing: Promise<unknown> = Promise.resolve();

  function stop(): void {
    stopWatch?.();
    stopWatch = undefined;
    watched = undefined;
    ownSetsStoreActions.reset(undefined);
  }

  async function signed(action: string): Promise<boolean> {
    ownSetsStoreActions.notice(undefined);
    try {
      await edges.requireSigner(action);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Publishes what `make` builds under `key`'s working flag; what a relay took becomes the
   * newest version. `quiet` leaves the notice alone when no relay answered the read.
   */
  async function publish(
    key: string,
    make: (relays: string[]) => Promise<EventTemplate | undefined>,
    failure: string,
    quiet = false,
  ): Promise<PlaceOutcome> {
    ownSetsStoreActions.working(key);
    try {
      const relays = await edges.publishRelays();
      const template = await make(relays);
      if (template) ownSetsStoreActions.arrived(await edges.publishEvent(template, relays));
      return 'placed';
    } catch (error) {
      const unreachable = error instanceof OwnListUnreadable;
      const message = unreachable ? error.message : failure;
      console.error(message, error);
      if (!(unreachable && quiet)) ownSetsStoreActions.notice(message);
      return unreachable ? 'unreachable' : 'failed';
    } finally {
      ownSetsStoreActions.working(undefined);
    }
  }

  /**
   * Puts the post in the set or takes it out, from the newest version the relays hold now;
   * a set they hold that this page has not seen is edited, not made anew. Nothing is
   * published when it is already as asked, on another device perhaps.
   */
  function edit(pubkey: string, post: NostrEvent, target: SetTarget, present: boolean, quiet = false): Promise<PlaceOutcome> {
    const coordinate = setCoordinate(target.kind, pubkey, target.identifier);
    const known = useOwnSets.getState().sets[coordinate];
    return publish(
      coordinate,
      async (relays) => {
        const read = { read: edges.readOwnListNow, relays, pubkey, known, name: 'set' };
        const set = await newestOwnList({ ...read, kind: target.kind, identifier: target.identifier });
        if (set && set !== known) ownSetsStoreActions.arrived(set);
        if (set) {
          if (hasSetEntry(set.tags, post.id) === present) return undefined;
          const tags = present ? withSetEntry(set.tags, post.id, edges.seenOn(post.id)) : withoutSetEntry(set.tags, post.id);
          return setEditTemplate(set, tags, edges.now());
        }
        return present ? newSetTemplate({ ...target, eventId: post.id, relay: edges.seenOn(post.id), now: edges.now() }) : undefined;
      },
      known ? 'Could not update the set.' : 'Could not create the set.',
      quiet,
    );
  }

  async function placeNow(post: NostrEvent, target: SetTarget, present: boolean): Promise<PlaceOutcome> {
    if (!(await signed('change your sets'))) return 'failed';
    const state = useOwnSets.getState();
    if (state.pubkey === undefined || state.pubkey !== edges.currentPubkey() || !state.settled) {
      ownSetsStoreActions.notice(SETS_LOADING);
      return 'failed';
    }
    const set = state.sets[setCoordinate(target.kind, state.pubkey, target.identifier)];
    if (set && hasSetEntry(set.tags, post.id) === present) return 'placed';
    return edit(state.pubkey, post, target, present, true);
  }

  return {
    watch(pubkey) {
      if (watched === pubkey) return;
      stop();
      watched = pubkey;
      ownSetsStoreActions.reset(pubkey);
      void edges.whenBlockListKnown().then(() => {
        if (watched !== pubkey || stopWatch) return;
        stopWatch = edges.watchOwnSets(pubkey, {
          onEvent: (event) => {
            if (watched === pubkey) ownSetsStoreActions.arrived(event);
          },
          onSettled: () => {
            if (watched === pubkey) ownSetsStoreActions.settled();
          },
        });
      });
    },
    stop,
    sessionChanged(pubkey) {
      if (watched !== undefined && watched !== pubkey) stop();
    },
    async toggle(post, coordinate) {
      if (useOwnSets.getState().working || !(await signed('change your sets'))) return;
      const state = useOwnSets.getState();
      if (state.pubkey === undefined || state.pubkey !== edges.currentPubkey() || !state.settled) {
        ownSetsStoreActions.notice(SETS_LOADING);
        return;
      }
      const set = state.sets[coordinate];
      if (!set) {
        ownSetsStoreActions.notice(SET_NOT_LOADED);
        return;
      }
      const identifier = set.tags.find((tag) => tag[0] === 'd')?.[1] ?? '';
      await edit(state.pubkey, post, { kind: set.kind, identifier, title: '' }, !hasSetEntry(set.tags, post.id));
    },
    async create(post, input) {
      if (useOwnSets.getState().working) return false;
      const pubkey = edges.currentPubkey();
      const identifier = edges.newIdentifier();
      const template = newSetTemplate({ ...input, identifier, eventId: post.id, relay: edges.seenOn(post.id), now: edges.now() });
      if (!template) {
        ownSetsStoreActions.notice(TITLE_REQUIRED);
        return false;
      }
      if (!pubkey || !(await signed('create a set'))) return false;
      return (
        (await publish(setCoordinate(input.kind, pubkey, identifier), () => Promise.resolve(template), 'Could not create the set.')) ===
        'placed'
      );
    },
    place(post, target, present) {
      const run = (): Promise<PlaceOutcome> => placeNow(post, target, present);
      const result = placing.then(run, run);
      placing = result;
      return result;
    },
  };
}

/** A random `d` identifier: 12 random bytes in hex, so no two sets of one user share one. */
function randomIdentifier(): string {
  return [...crypto.getRandomValues(new Uint8Array(12))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The app's sets, over the real relay client and session. */
export const ownSets = createOwnSets({
  currentPubkey: () => useSessionStore.getState().pubkey,
  requireSigner,
  whenBlockListKnown: () => ownListsSync.whenBlockListKnown(),
  watchOwnSets,
  publishRelays: currentPublishRelays,
  publishEvent,
  readOwnListNow,
  seenOn,
  newIdentifier: randomIdentifier,
  now: nowSeconds,
});

useSessionStore.subscribe((state) => ownSets.sessionChanged(state.pubkey));
