import type { MediaItem, NostrEvent } from '../../src/core/types';

/** A post's picture as the feed holds it, for unit tests: keyed by its address unless `extra` says otherwise. */
export function pictureOf(post: NostrEvent, url: string, extra: Partial<MediaItem> = {}): MediaItem {
  return {
    key: url,
    post,
    url,
    author: 'npub1x',
    authorId: post.pubkey,
    content: '',
    type: 'image',
    timestamp: post.created_at,
    noteId: post.id,
    tags: [],
    ...extra,
  };
}
