/**
 * Adding a post to the user's picture and video sets, taking it out, and creating a set
 * for it (docs/session-and-actions.md, Sets). A set is edited only from the newest version
 * the relays have shown, and only once every relay has answered for the user's sets (or
 * the wait has ended): a version published from one that was not loaded would replace
 * the user's set and lose its entries. A new set needs no earlier version: its `d`
 * identifier is fresh.
 */
import { setCoordinate } from '../core/media-set';
import { hasSetEntry, newSetTemplate, setEditTemplate, withoutSetEntry, withSetEntry } from '../core/set-edit';
import type { NostrEvent } from '../core/types';
import { publishEvent, watchOwnSets, type EventTemplate, type OwnSetHandlers } from '../nostr/client';
import { seenOn } from '../nostr/seen-on';
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
   * the last one made; resolves true once the set is as asked.
   */
  place(post: NostrEvent, target: SetTarget, present: boolean): Promise<boolean>;
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

  /** Publishes the template under `key`'s working flag; what a relay took becomes the newest version. */
  async function publish(key: string, template: EventTemplate, failure: string): Promise<boolean> {
    ownSetsStoreActions.working(key);
    try {
      ownSetsStoreActions.arrived(await edges.publishEvent(template, await edges.publishRelays()));
      return true;
    } catch (error) {
      console.error(failure, error);
      ownSetsStoreActions.notice(failure);
      return false;
    } finally {
      ownSetsStoreActions.working(undefined);
    }
  }

  async function placeNow(post: NostrEvent, target: SetTarget, present: boolean): Promise<boolean> {
    if (!(await signed('change your sets'))) return false;
    const state = useOwnSets.getState();
    if (state.pubkey === undefined || state.pubkey !== edges.currentPubkey() || !state.settled) {
      ownSetsStoreActions.notice(SETS_LOADING);
      return false;
    }
    const coordinate = setCoordinate(target.kind, state.pubkey, target.identifier);
    const set = state.sets[coordinate];
    if (set) {
      if (hasSetEntry(set.tags, post.id) === present) return true;
      const tags = present ? withSetEntry(set.tags, post.id, edges.seenOn(post.id)) : withoutSetEntry(set.tags, post.id);
      return publish(coordinate, setEditTemplate(set, tags, edges.now()), 'Could not update the set.');
    }
    if (!present) return true;
    const template = newSetTemplate({ ...target, eventId: post.id, relay: edges.seenOn(post.id), now: edges.now() });
    return template ? publish(coordinate, template, 'Could not create the set.') : false;
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
      const tags = hasSetEntry(set.tags, post.id)
        ? withoutSetEntry(set.tags, post.id)
        : withSetEntry(set.tags, post.id, edges.seenOn(post.id));
      await publish(coordinate, setEditTemplate(set, tags, edges.now()), 'Could not update the set.');
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
      return publish(setCoordinate(input.kind, pubkey, identifier), template, 'Could not create the set.');
    },
    place(post, target, present) {
      const run = (): Promise<boolean> => placeNow(post, target, present);
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
  seenOn,
  newIdentifier: randomIdentifier,
  now: nowSeconds,
});

useSessionStore.subscribe((state) => ownSets.sessionChanged(state.pubkey));
