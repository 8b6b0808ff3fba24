/**
 * Follow and unfollow (docs/session-and-actions.md and docs/data-and-requests.md; NIP-02): kind 3 with empty content and
 * p tags, every other tag of the list kept. Only from a list every relay has answered
 * for, and always from the newest one seen: publishing from a list not loaded, or older
 * than one a relay has shown, would wipe the user's follows.
 */
import { nextReplaceableTime } from '../core/contact-list';
import { toggleFollowTag } from '../core/follow-tags';
import { publishEvent } from '../nostr/client';
import { ownListsSync } from './own-lists-sync';
import { setNotice } from './post-actions-store';
import { currentPublishRelays, nowSeconds } from './publish-target';
import { requireSigner } from './signer-gate';
import { sessionActions, useSessionStore } from './session-store';

export async function toggleFollow(pubkey: string): Promise<void> {
  if (useSessionStore.getState().working) return;
  await requireSigner('follow').catch(() => undefined);
  const { contacts, followsSettled, signerReady, working } = useSessionStore.getState();
  if (!followsSettled || !signerReady || working) return;
  sessionActions.setWorking(true);
  try {
    const published = await publishEvent(
      { kind: 3, content: '', tags: toggleFollowTag(contacts?.tags ?? [], pubkey), created_at: nextReplaceableTime(contacts?.created_at, nowSeconds()) },
      await currentPublishRelays(),
    );
    ownListsSync.applyOwnEvent(published);
  } catch (error) {
    // docs/session-and-actions.md, Signing failures: signing fails softly.
    console.error('Could not sign event', error);
    setNotice('Could not update your follows.');
  } finally {
    sessionActions.setWorking(false);
  }
}
