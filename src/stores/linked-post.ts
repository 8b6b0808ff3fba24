/**
 * An address that names a post (docs/routes-and-filters.md, View address parameters): the
 * view opens on it, from the feed when the feed has it, else fetched by id and put first
 * with the feed behind it.
 */
import { create } from 'zustand';
import type { EventPointer } from '../core/events';
import { createMediaPipeline } from '../core/feed';
import type { MediaItem, NostrEvent, Settings } from '../core/types';
import { fetchLinkedPost } from '../nostr/client';
import { feedActions, useFeedStore } from './feed-store';
import { viewActions } from './view-store';

export type LinkedPostStatus = 'idle' | 'loading' | 'missing';

export const useLinkedPostStore = create<{ status: LinkedPostStatus }>()(() => ({ status: 'idle' }));

/** Each call supersedes the one before: only the newest address may move the view. */
let generation = 0;

const setStatus = (status: LinkedPostStatus): void => useLinkedPostStore.setState({ status });

/**
 * The post's media under the route's content rules (adult, replies, type), but not its
 * filter: the address names this post, whoever wrote it. A repost inside is never
 * trusted unverified.
 */
function mediaOfPost(event: NostrEvent, settings: Settings): MediaItem[] {
  return createMediaPipeline({ settings, tagView: false, verify: () => false }).process([event]);
}

function mediaInFeed(id: string): MediaItem[] {
  return useFeedStore.getState().items.filter((item) => item.noteId === id);
}

/** `place`: which of the post's pictures the address names, from 0. */
export async function showLinkedPost(pointer: EventPointer, settings: Settings, place = 0): Promise<void> {
  const run = ++generation;
  const feed = useFeedStore.getState();
  let media = mediaInFeed(pointer.id);
  const named = media[place] ?? media[0];
  // A settled feed keeps its order, so the post is shown where it is (Back and Forward).
  if (named && feed.lifecycle.phase === 'ready') {
    viewActions.setCurrent(feed.items.indexOf(named));
    setStatus('idle');
    return;
  }
  if (media.length === 0) {
    setStatus('loading');
    const event = await fetchLinkedPost(pointer.id);
    if (run !== generation) return;
    media = mediaInFeed(pointer.id);
    if (media.length === 0 && event) media = mediaOfPost(event, settings);
  }
  if (media.length === 0) {
    setStatus('missing');
    return;
  }
  feedActions.pin(media);
  viewActions.setCurrent(Math.min(place, media.length - 1));
  setStatus('idle');
}

/** The address no longer names a post (a new route, the grid): a late answer is ignored. */
export function forgetLinkedPost(): void {
  generation++;
  if (useLinkedPostStore.getState().status !== 'idle') setStatus('idle');
}
