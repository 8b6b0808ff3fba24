/**
 * Follow, unfollow and follow all (docs/session-and-actions.md, Follow and Follow all;
 * NIP-02): a kind 3 with p tags, every other tag of the list kept. Only from a list every
 * relay has answered for, and always from the newest one seen: publishing from a list not
 * loaded, or older than one a relay has shown, would wipe the user's follows.
 */
import { FOLLOW_LIST_KIND } from '../core/kinds';
import { nextReplaceableTime } from '../core/contact-list';
import { followEveryone, toggleFollowTag } from '../core/follow-tags';
import type { NostrEvent } from '../core/types';
import { publishEvent, type EventTemplate } from '../nostr/client';
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
}

const appEdges: FollowEdges = {
  requireSigner,
  publishRelays: currentPublishRelays,
  publishEvent,
  applyOwnEvent: ownListsSync.applyOwnEvent,
};

/** The new follow list, dated after the one it replaces; what a relay took becomes the session's at once. */
async function publishFollowList(previous: NostrEvent | undefined, tags: string[][], content: string, edges: FollowEdges): Promise<void> {
  const published = await edges.publishEvent(
    { kind: FOLLOW_LIST_KIND, content, tags, created_at: nextReplaceableTime(previous?.created_at, nowSeconds()) },
    await edges.publishRelays(),
  );
  edges.applyOwnEvent(published);
}

export async function toggleFollow(pubkey: string, edges: FollowEdges = appEdges): Promise<void> {
  if (useSessionStore.getState().working) return;
  await edges.requireSigner('follow').catch(() => undefined);
  const { contacts, followsSettled, signerReady, working } = useSessionStore.getState();
  if (!followsSettled || !signerReady || working) return;
  sessionActions.setWorking(true);
  try {
    await publishFollowList(contacts, toggleFollowTag(contacts?.tags ?? [], pubkey), contacts?.content ?? '', edges);
  } catch (error) {
    // docs/session-and-actions.md, Signing failures: signing fails softly.
    console.error('Could not sign event', error);
    setNotice('Could not update your follows.');
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
  | { status: 'failed' };

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
  const next = followEveryone(contacts?.tags ?? [], people, pubkey);
  if (next.added.length === 0) return { status: 'following-all' };
  sessionActions.setWorking(true);
  try {
    await publishFollowList(contacts, next.tags, contacts?.content ?? '', edges);
    return { status: 'followed', added: next.added.length };
  } catch (error) {
    // docs/session-and-actions.md, Signing failures: signing fails softly.
    console.error('Could not sign event', error);
    return { status: 'failed' };
  } finally {
    sessionActions.setWorking(false);
  }
}
