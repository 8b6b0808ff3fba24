/**
 * Like, repost, bookmark and zap a post (docs/session-and-actions.md), each a real signed
 * event. Every action first asks for a signer (signer-gate.ts) and reports what went
 * wrong in the notice as well as in the log.
 */
import { isBookmarked, isLikeOf, likeTemplate, repostTemplate, toggleBookmarkTag } from '../core/social';
import { nextReplaceableTime } from '../core/trust';
import { BOOKMARKS_KIND } from '../core/events';
import type { NostrEvent } from '../core/types';
import { fetchOwnReactions, publishEvent, readOwnListNow, type EventTemplate } from '../nostr/client';
import { seenOn } from '../nostr/seen-on';
import { newestOwnList, OwnListUnreadable, type ReadOwnListNow } from './newest-own-list';
import { ownListsSync } from './own-lists-sync';
import { setBookmarking, setLike, setNotice, setReposting, usePostActions } from './post-actions-store';
import { currentPublishRelays, nowSeconds } from './publish-target';
import { sessionActions, useSessionStore } from './session-store';
import { requireSigner } from './signer-gate';

/** What the actions need besides the stores: the signer, the relays, the user's lists; tests pass fakes. */
export interface PostActionEdges {
  requireSigner(action: string): Promise<void>;
  publishRelays(): Promise<string[]>;
  publishEvent(template: EventTemplate, relays: readonly string[]): Promise<NostrEvent>;
  fetchOwnReactions(pubkey: string, postId: string): Promise<NostrEvent[]>;
  /** A relay the post was read from, which a like and a repost name. */
  seenOn(postId: string): string | undefined;
  applyOwnEvent(event: NostrEvent): void;
  readOwnListNow: ReadOwnListNow;
}

const appEdges: PostActionEdges = {
  requireSigner,
  publishRelays: currentPublishRelays,
  publishEvent,
  fetchOwnReactions,
  seenOn,
  applyOwnEvent: ownListsSync.applyOwnEvent,
  readOwnListNow,
};

async function signed(action: string, edges: PostActionEdges): Promise<boolean> {
  setNotice(undefined);
  try {
    await edges.requireSigner(action);
    return true;
  } catch {
    return false;
  }
}

function failed(message: string, error: unknown): void {
  console.error(message, error);
  setNotice(error instanceof Error && error.message === 'No relay URL for the original event' ? error.message : message);
}

/** docs/session-and-actions.md, Post actions: a post the user already liked shows as liked. */
export async function loadLikeState(post: NostrEvent, edges: PostActionEdges = appEdges): Promise<void> {
  const { pubkey } = useSessionStore.getState();
  if (!pubkey || usePostActions.getState().likes[post.id]) return;
  const reactions = await edges.fetchOwnReactions(pubkey, post.id).catch(() => []);
  if (useSessionStore.getState().pubkey !== pubkey || usePostActions.getState().likes[post.id]) return;
  if (reactions.some((reaction) => isLikeOf(reaction, post.id, pubkey))) setLike(post.id, 'liked');
}

/** NIP-25: kind 7 with content "+", e, p and k tags. */
export async function like(post: NostrEvent, edges: PostActionEdges = appEdges): Promise<void> {
  const state = usePostActions.getState().likes[post.id];
  if (state === 'liking' || state === 'liked' || !(await signed('like', edges))) return;
  setLike(post.id, 'liking');
  try {
    await edges.publishEvent(likeTemplate(post, edges.seenOn(post.id), nowSeconds()), await edges.publishRelays());
    setLike(post.id, 'liked');
  } catch (error) {
    setLike(post.id, 'none');
    failed('Could not like this post.', error);
  }
}

/** NIP-18: kind 6 (kind 16 for other kinds) carrying the post and a relay it is on. */
export async function repost(post: NostrEvent, edges: PostActionEdges = appEdges): Promise<void> {
  if (usePostActions.getState().reposting.has(post.id) || useSessionStore.getState().reposted.has(post.id)) return;
  if (!(await signed('repost', edges))) return;
  setReposting(post.id, true);
  try {
    // Throws "No relay URL for the original event" (docs/session-and-actions.md, Error catalogue) before signing anything.
    const template = repostTemplate(post, edges.seenOn(post.id), nowSeconds());
    await edges.publishEvent(template, await edges.publishRelays());
    sessionActions.reposted(post.id);
  } catch (error) {
    failed('Could not repost this post.', error);
  } finally {
    setReposting(post.id, false);
  }
}

/**
 * NIP-51 bookmarks (kind 10003): the post's e tag put in or taken out, as the button
 * showed it, every other entry and the private content kept. Never from a list the relays
 * have not answered for, and always from the newest version they hold when it is signed
 * (docs/session-and-actions.md, Editing your lists).
 */
export async function toggleBookmark(post: NostrEvent, edges: PostActionEdges = appEdges): Promise<void> {
  if (usePostActions.getState().bookmarking || !(await signed('bookmark', edges))) return;
  const { pubkey, bookmarks, bookmarksSettled } = useSessionStore.getState();
  if (!bookmarksSettled || !pubkey) {
    setNotice('Your bookmarks are still loading. Try again in a moment.');
    return;
  }
  const bookmark = !isBookmarked(bookmarks?.tags ?? [], post.id);
  setBookmarking(true);
  try {
    const relays = await edges.publishRelays();
    const newest = await newestOwnList({
      read: edges.readOwnListNow,
      relays,
      pubkey,
      kind: BOOKMARKS_KIND,
      known: bookmarks,
      name: 'bookmarks',
    });
    // Bookmarked or not on another device since, as asked: nothing to publish.
    if (isBookmarked(newest?.tags ?? [], post.id) === bookmark) {
      if (newest) edges.applyOwnEvent(newest);
      return;
    }
    const template = {
      kind: BOOKMARKS_KIND,
      // Private entries (NIP-51, encrypted in the content) are kept as they are, never decrypted.
      content: newest?.content ?? '',
      tags: toggleBookmarkTag(newest?.tags.map((tag) => [...tag]) ?? [], post.id),
      created_at: nextReplaceableTime(newest?.created_at, nowSeconds()),
    };
    edges.applyOwnEvent(await edges.publishEvent(template, relays));
  } catch (error) {
    if (error instanceof OwnListUnreadable) setNotice(error.message);
    else failed('Could not update your bookmarks.', error);
  } finally {
    setBookmarking(false);
  }
}
