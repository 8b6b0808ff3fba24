/**
 * The signed-in user's lists, kept in the session store as they arrive (docs/session-and-actions.md,
 * Own lists): each kind is replaced only by an event with a greater created_at, the relay
 * list is kept under its local key, the user's relays join the pool, blocked relays leave
 * it, and the mute list goes to the session, which every feed follows (mute-filter.ts).
 */
import { BLOCKED_RELAYS_KIND, BOOKMARKS_KIND, FOLLOW_LIST_KIND, MUTE_LIST_KIND, RELAY_LIST_KIND } from '../core/events';
import { parseBlockedRelays, parseRelayList, readRelays, writeRelays } from '../core/relays';
import { isRepostOf } from '../core/social';
import { newerReplaceable, parseFollows, parseMuteList } from '../core/trust';
import type { NostrEvent } from '../core/types';
import { addUserRelays, blockRelays, watchOwnLists, watchOwnReposts, type OwnListHandlers } from '../nostr/client';
import { sessionActions, useSessionStore } from './session-store';
import { saveBlockedRelays, saveRelayList } from './stored-session';

/** What the sync asks of the relay client (src/nostr/client.ts); tests pass fakes. */
export interface OwnListsRelays {
  watchOwnLists(pubkey: string, handlers: OwnListHandlers): () => void;
  watchOwnReposts(pubkey: string, onEvent: (event: NostrEvent) => void): () => void;
  addUserRelays(urls: readonly string[]): Promise<void>;
  blockRelays(urls: readonly string[]): Promise<void>;
}

export interface OwnListsSync {
  /**
   * Starts following the user's lists; the returned function stops it. `whenSafe` runs once
   * the blocked relays are known, for what may reach the user's relays.
   */
  start(pubkey: string, storedRelayList: NostrEvent | undefined, whenSafe: () => void): () => void;
  /** A list the user just published counts as the newest. */
  applyOwnEvent(event: NostrEvent): void;
  /** Resolves once the user's blocked relays are known (or every relay has timed out). */
  whenBlockListKnown(): Promise<void>;
}

function embeddedPostId(repost: NostrEvent): string | undefined {
  const id = repost.tags.find((tag) => tag[0] === 'e')?.[1];
  return id && isRepostOf(repost, id, repost.pubkey) ? id : undefined;
}

/** One sync of the user's lists, and what it has seen so far; a fresh one knows nothing. */
export function createOwnListsSync(relays: OwnListsRelays): OwnListsSync {
  /** The newest event seen per kind for the current user. */
  const newest = new Map<number, NostrEvent>();
  /**
   * What would dial the user's own relays (joining them to the pool, the outbox lookups of
   * a profile fetch) waits until the blocked-relay list is known: a blocked relay must
   * never be connected to (docs/data-and-requests.md, Relays).
   */
  let blockListKnown = false;
  let afterBlockList: (() => void)[] = [];

  function onceBlockListKnown(run: () => void): void {
    if (blockListKnown) run();
    else afterBlockList.push(run);
  }

  function apply(event: NostrEvent): void {
    const { pubkey } = useSessionStore.getState();
    if (event.pubkey !== pubkey) return;
    const current = newest.get(event.kind);
    if (newerReplaceable(current, event) !== event || current?.id === event.id) return;
    newest.set(event.kind, event);
    switch (event.kind) {
      case FOLLOW_LIST_KIND:
        sessionActions.followListArrived(event, parseFollows(event));
        break;
      case RELAY_LIST_KIND: {
        const list = parseRelayList(event);
        sessionActions.relayListArrived(event);
        saveRelayList(event);
        const userRelays = [...new Set([...readRelays(list), ...writeRelays(list)])].slice(0, 8);
        onceBlockListKnown(() => void relays.addUserRelays(userRelays));
        break;
      }
      case BOOKMARKS_KIND:
        sessionActions.bookmarksArrived(event);
        break;
      case MUTE_LIST_KIND:
        // The feed follows the session's mutes (mute-filter.ts).
        sessionActions.muteListArrived(event, parseMuteList(event));
        break;
      case BLOCKED_RELAYS_KIND: {
        const blockedRelays = parseBlockedRelays(event);
        sessionActions.blockedRelaysArrived(blockedRelays);
        saveBlockedRelays(blockedRelays);
        void relays.blockRelays(blockedRelays);
        break;
      }
    }
  }

  function settled(kinds: readonly number[]): void {
    // A user whose relays have no follow list at all starts from an empty one (docs/session-and-actions.md, Follow).
    if (kinds.includes(FOLLOW_LIST_KIND)) sessionActions.followListSettled();
    if (kinds.includes(BOOKMARKS_KIND)) sessionActions.bookmarksSettled();
    if (kinds.includes(MUTE_LIST_KIND)) sessionActions.muteListSettled();
    if (kinds.includes(BLOCKED_RELAYS_KIND) && !blockListKnown) {
      blockListKnown = true;
      for (const run of afterBlockList.splice(0)) run();
    }
  }

  function reposted(event: NostrEvent): void {
    const id = embeddedPostId(event);
    if (id && event.pubkey === useSessionStore.getState().pubkey) sessionActions.reposted(id);
  }

  return {
    start(pubkey, storedRelayList, whenSafe) {
      newest.clear();
      blockListKnown = false;
      // What asked before the sync started (a set opened before the session came back)
      // waits for this user's block list too, after what makes the relays safe.
      afterBlockList = [whenSafe, ...afterBlockList];
      if (storedRelayList) apply(storedRelayList);
      const stops = [relays.watchOwnLists(pubkey, { onEvent: apply, onSettled: settled }), relays.watchOwnReposts(pubkey, reposted)];
      return () => {
        for (const stop of stops) stop();
        newest.clear();
        afterBlockList = [];
      };
    },
    applyOwnEvent: apply,
    whenBlockListKnown: () => new Promise((resolve) => onceBlockListKnown(resolve)),
  };
}

/** The app's one sync, over the real relay client. */
export const ownListsSync = createOwnListsSync({ watchOwnLists, watchOwnReposts, addUserRelays, blockRelays });
