/**
 * Follow and unfollow (docs/session-and-actions.md and docs/data-and-requests.md; NIP-02): kind 3 with empty content and
 * p tags, every other tag of the list kept. Only from a list every relay has answered
 * for, and always from the newest one seen: publishing from a list not loaded, or older
 * than one a relay has shown, would wipe the user's follows.
 */
import { FOLLOW_LIST_KIND } from '../core/kinds';
import { nextReplaceableTime } from '../core/contact-list';
import { toggleFollowTag } from '../core/follow-tags';
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

export async function toggleFollow(pubkey: string, edges: FollowEdges = appEdges): Promise<void> {
  if (useSessionStore.getState().working) return;
  await edges.requireSigner('follow').catch(() => undefined);
  const { contacts, followsSettled, signerReady, working } = useSessionStore.getState();
  if (!followsSettled || !signerReady || working) return;
  sessionActions.setWorking(true);
  try {
    const published = await edges.publishEvent(
      {
        kind: FOLLOW_LIST_KIND,
        content: '',
        tags: toggleFollowTag(contacts?.tags ?? [], pubkey),
        created_at: nextReplaceableTime(contacts?.created_at, nowSeconds()),
      },
      await edges.publishRelays(),
    );
    edges.applyOwnEvent(published);
  } catch (error) {
    // docs/session-and-actions.md, Signing failures: signing fails softly.
    console.error('Could not sign event', error);
    setNotice('Could not update your follows.');
  } finally {
    sessionActions.setWorking(false);
  }
}
