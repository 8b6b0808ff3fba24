/**
 * "Mute this author" and "Hide this post" (docs/session-and-actions.md, Muting). With a
 * signer the entry goes into the user's mute list (NIP-51, kind 10000) as a public entry,
 * every other tag and the private content kept, from the newest version the user's relays
 * hold when it is signed (docs/session-and-actions.md, Editing your lists); it is hidden in
 * every feed at once and shown again with a notice when publishing fails or no relay answered. Signed out or read-only, it is kept on
 * this device only, and says so.
 */
import { addMuteTag, EMPTY_MUTE_LIST, isMutedItem, type MuteEntry, nextReplaceableTime, parseMuteList, withMuteEntry } from '../core/trust';
import { MUTE_LIST_KIND } from '../core/events';
import type { NostrEvent } from '../core/types';
import { publishEvent, readOwnListNow, type EventTemplate } from '../nostr/client';
import { feedActions, useFeedStore } from './feed-store';
import { forgetFirstScreens } from './first-screen';
import { localMutesActions } from './local-mutes-store';
import { muteActionState, useMuteAction, type DeviceMuteUndo } from './mute-action-store';
import { newestOwnList, OwnListUnreadable, type ReadOwnListNow } from './newest-own-list';
import { ownListsSync } from './own-lists-sync';
import { currentPublishRelays, nowSeconds } from './publish-target';
import { sessionActions, useSessionStore, type SessionState } from './session-store';
import { requireSigner } from './signer-gate';
import { useViewStore, viewActions } from './view-store';

/** What a mute needs besides the stores: the signer, the relays, the user's lists; tests pass fakes. */
export interface MuteEdges {
  requireSigner(action: string): Promise<void>;
  publishRelays(): Promise<string[]>;
  publishEvent(template: EventTemplate, relays: readonly string[]): Promise<NostrEvent>;
  applyOwnEvent(event: NostrEvent): void;
  readOwnListNow: ReadOwnListNow;
}

const appEdges: MuteEdges = {
  requireSigner,
  publishRelays: currentPublishRelays,
  publishEvent,
  applyOwnEvent: ownListsSync.applyOwnEvent,
  readOwnListNow,
};

/** Signed out or read-only: nothing can be signed, so a mute stays on this device. */
export function mutesStayOnDevice(session: Pick<SessionState, 'pubkey' | 'method'>): boolean {
  return session.pubkey === undefined || session.method === 'npub';
}

const what = (entry: MuteEntry): string => (entry.kind === 'author' ? 'Author muted' : 'Post hidden');

/** The feed's pictures the entry mutes, to put back if the mute is taken back. */
function mutedByEntry(entry: MuteEntry): DeviceMuteUndo {
  const { key, items, pending } = useFeedStore.getState();
  const mutes = withMuteEntry(EMPTY_MUTE_LIST, entry);
  return { entry, feedKey: key, items: [...items, ...pending].filter((item) => isMutedItem(item, mutes)) };
}

function putBack({ feedKey, items }: DeviceMuteUndo): void {
  if (feedKey !== undefined && items.length > 0) feedActions.add(feedKey, items);
}

/**
 * After a mute: the next visit paints no remembered first screen, which may hold what was
 * just muted; a view left with no picture at all goes back to the grid, which says why.
 */
function afterHiding(): void {
  forgetFirstScreens();
  if (useFeedStore.getState().items.length === 0 && useViewStore.getState().mode !== 'grid') viewActions.showGrid();
}

function muteOnDevice(entry: MuteEntry): void {
  const undo = mutedByEntry(entry);
  localMutesActions.add(entry);
  muteActionState.setNotice({ text: `${what(entry)} on this device only.`, undo });
  afterHiding();
}

async function muteInList(entry: MuteEntry, edges: MuteEdges): Promise<void> {
  if (useMuteAction.getState().working) return;
  muteActionState.setNotice(undefined);
  try {
    await edges.requireSigner(entry.kind === 'author' ? 'mute' : 'hide posts');
  } catch {
    return;
  }
  const { pubkey, signerReady, muteList, mutesSettled, mutes } = useSessionStore.getState();
  if (!signerReady || useMuteAction.getState().working) return;
  // A list published before every relay has answered would replace the user's whole list.
  if (!mutesSettled) {
    muteActionState.setNotice({ text: 'Your mute list is still loading. Try again in a moment.' });
    return;
  }
  muteActionState.setWorking(true);
  const removed = mutedByEntry(entry);
  sessionActions.mutesChanged(withMuteEntry(mutes, entry));
  afterHiding();
  try {
    const relays = await edges.publishRelays();
    const newest = pubkey
      ? await newestOwnList({ read: edges.readOwnListNow, relays, pubkey, kind: MUTE_LIST_KIND, known: muteList, name: 'mute list' })
      : muteList;
    const template = {
      kind: MUTE_LIST_KIND,
      // Private entries (NIP-51, encrypted in the content) are kept as they are, never decrypted.
      content: newest?.content ?? '',
      tags: addMuteTag(newest?.tags ?? [], entry),
      created_at: nextReplaceableTime(newest?.created_at, nowSeconds()),
    };
    edges.applyOwnEvent(await edges.publishEvent(template, relays));
    muteActionState.setNotice({ text: `${what(entry)} in your mute list.` });
  } catch (error) {
    const undone = entry.kind === 'author' ? 'author is not muted' : 'post is not hidden';
    const message =
      error instanceof OwnListUnreadable ? `${error.message} The ${undone}.` : `Could not update your mute list: the ${undone}.`;
    console.error(message, error);
    // Back to the newest list known, which the failed publish never changed.
    if (useSessionStore.getState().pubkey === pubkey) {
      const newest = useSessionStore.getState().muteList;
      sessionActions.mutesChanged(newest ? parseMuteList(newest) : EMPTY_MUTE_LIST);
      putBack(removed);
    }
    muteActionState.setNotice({ text: message });
  } finally {
    muteActionState.setWorking(false);
  }
}

/** Mutes the entry where the session can keep it: the user's mute list, else this device. */
export async function mute(entry: MuteEntry, edges: MuteEdges = appEdges): Promise<void> {
  if (mutesStayOnDevice(useSessionStore.getState())) muteOnDevice(entry);
  else await muteInList(entry, edges);
}

/** Takes back the last mute kept on this device, and puts its pictures back in the feed. */
export function undoDeviceMute(): void {
  const undo = useMuteAction.getState().notice?.undo;
  if (!undo) return;
  localMutesActions.remove(undo.entry);
  putBack(undo);
  muteActionState.setNotice({ text: undo.entry.kind === 'author' ? 'Author shown again.' : 'Post shown again.' });
}

export function dismissMuteNotice(): void {
  muteActionState.setNotice(undefined);
}
