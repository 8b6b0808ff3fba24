/**
 * Follow, unfollow and follow all (docs/session-and-actions.md, Follow and Follow all;
 * NIP-02): a kind 3 with p tags, every other tag and the content of the list kept. Only
 * once the session's list has settled, and from the newest version the user's relays hold
 * just before signing (docs/session-and-actions.md, Editing your lists): publishing from a
 * list not loaded, or older than one a relay holds, would wipe the user's follows.
 */
import { FOLLOW_LIST_KIND } from '../core/events';
import { followEveryone, nextReplaceableTime, toggleFollowTag } from '../core/trust';
import type { NostrEvent } from '../core/types';
import { publishEvent, readOwnListNow, type EventTemplate } from '../nostr/client';
import { newestOwnList, OwnListUnreadable, type ReadOwnListNow } from './newest-own-list';
import { ownListsSync } from './own-lists-sync';
import { setNotice } from './post-actions-store';
import { currentPublishRelays, nowSeconds } from './publish-target';
import { requireSigner } from './signer-gate';
import { sessionActions, useSessionStore } from './session-store';

/** What a follow needs besides the session: the signer, the relays, the user's lists; tests pass fakes. */
export interface FollowEdges {
  requireSigner(action: string): Promise<void>;
  publishRelays(): Promise<string[]>;
  publishEvent(template: EventTemplate, relays: readonly string[]): Promise<NostrEvent>;
  applyOwnEvent(event: NostrEvent): void;
  readOwnListNow: ReadOwnListNow;
}

const appEdges: FollowEdges = {
  requireSigner,
  publishRelays: currentPublishRelays,
  publishEvent,
  applyOwnEvent: ownListsSync.applyOwnEvent,
  readOwnListNow,
};

/**
 * Reads the newest follow list the relays hold now, and publishes `change` of it, dated
 * after it, with its content as it was; what a relay took becomes the session's at once.
 * Nothing is published when `change` leaves the list as it is.
 */
async function editFollowList(change: (tags: string[][]) => string[][] | undefined, edges: FollowEdges): Promise<boolean> {
  const { pubkey, contacts } = useSessionStore.getState();
  if (!pubkey) return false;
  const relays = await edges.publishRelays();
  const newest = await newestOwnList({
    read: edges.readOwnListNow,
    relays,
    pubkey,
    kind: FOLLOW_LIST_KIND,
    known: contacts,
    name: 'follow list',
  });
  if (newest && newest !== contacts) edges.applyOwnEvent(newest);
  const tags = change(newest?.tags.map((tag) => [...tag]) ?? []);
  if (!tags) return false;
  const published = await edges.publishEvent(
    { kind: FOLLOW_LIST_KIND, content: newest?.content ?? '', tags, created_at: nextReplaceableTime(newest?.created_at, nowSeconds()) },
    relays,
  );
  edges.applyOwnEvent(published);
  return true;
}

const follows = (tags: readonly string[][], pubkey: string): boolean =>
  tags.some((tag) => tag[0] === 'p' && tag[1]?.toLowerCase() === pubkey);

export async function toggleFollow(pubkey: string, edges: FollowEdges = appEdges): Promise<void> {
  if (useSessionStore.getState().working) return;
  await edges.requireSigner('follow').catch(() => undefined);
  const { contacts, followsSettled, signerReady, working } = useSessionStore.getState();
  if (!followsSettled || !signerReady || working) return;
  // What the press asks for, as the button showed it: a list changed on another device since is not toggled back.
  const follow = !follows(contacts?.tags ?? [], pubkey.toLowerCase());
  sessionActions.setWorking(true);
  try {
    await editFollowList((tags) => (follows(tags, pubkey.toLowerCase()) === follow ? undefined : toggleFollowTag(tags, pubkey)), edges);
  } catch (error) {
    if (error instanceof OwnListUnreadable) setNotice(error.message);
    else {
      // docs/session-and-actions.md, Signing failures: signing fails softly.
      console.error('Could not sign event', error);
      setNotice('Could not update your follows.');
    }
  } finally {
    sessionActions.setWorking(false);
  }
}

/** How a press of Follow all ended, for the list header to say. */
export type FollowAllResult =
  /** One follow list was published with `added` more people in it. */
  | { status: 'followed'; added: number }
  /** Everyone on the list is followed already: nothing was published. */
  | { status: 'following-all' }
  /** No signer: the login dialog has said why. */
  | { status: 'refused' }
  /** The follow list has not been loaded yet, or another follow is being published. */
  | { status: 'not-ready' }
  /** Signing or publishing failed; the follow list is as it was. */
  | { status: 'failed' }
  /** No relay answered when the list was read again: nothing was published. */
  | { status: 'unreadable'; message: string };

/**
 * docs/session-and-actions.md, Follow all: one kind 3 that keeps every entry and the content
 * of the newest follow list and adds the list's people not followed yet, the user left out.
 */
export async function followAll(people: readonly string[], edges: FollowEdges = appEdges): Promise<FollowAllResult> {
  if (useSessionStore.getState().working) return { status: 'not-ready' };
  try {
    await edges.requireSigner('follow everyone on this list');
  } catch {
    return { status: 'refused' };
  }
  const { pubkey, contacts, followsSettled, signerReady, working } = useSessionStore.getState();
  if (!followsSettled || !signerReady || working) return { status: 'not-ready' };
  if (followEveryone(contacts?.tags ?? [], people, pubkey).added.length === 0) return { status: 'following-all' };
  sessionActions.setWorking(true);
  try {
    let added = 0;
    const published = await editFollowList((tags) => {
      const next = followEveryone(tags, people, pubkey);
      added = next.added.length;
      return added === 0 ? undefined : next.tags;
    }, edges);
    return published ? { status: 'followed', added } : { status: 'following-all' };
  } catch (error) {
    if (error instanceof OwnListUnreadable) return { status: 'unreadable', message: error.message };
    // docs/session-and-actions.md, Signing failures: signing fails softly.
    console.error('Could not sign event', error);
    return { status: 'failed' };
  } finally {
    sessionActions.setWorking(false);
  }
}
