/**
 * The posts the user published on this page (docs/posting.md, Shown at once). Every feed
 * that opens, and every feed open when one is published, takes them as it takes a relay's
 * answer, so a new post is in the user's own feed and on its hashtags' routes before any
 * relay has sent it back; the feed's own rules decide whether it belongs there.
 */
import { create } from 'zustand';
import type { NostrEvent } from '../core/types';

/** A page publishes a few posts, not hundreds; older ones have reached the relays by then. */
const MAX_OWN_POSTS = 20;

export interface OwnPostsState {
  /** Newest first. */
  posts: readonly NostrEvent[];
}

export const useOwnPostsStore = create<OwnPostsState>()(() => ({ posts: [] }));

export const ownPostsActions = {
  published(event: NostrEvent): void {
    const { posts } = useOwnPostsStore.getState();
    if (posts.some((post) => post.id === event.id)) return;
    useOwnPostsStore.setState({ posts: [event, ...posts].slice(0, MAX_OWN_POSTS) });
  },
  /** Logging out: what this page published is the relays' business now. */
  clear(): void {
    useOwnPostsStore.setState({ posts: [] });
  },
};

/** Calls `onPost` with each post published from now on; the function returned stops it. */
export function watchOwnPosts(onPost: (event: NostrEvent) => void): () => void {
  return useOwnPostsStore.subscribe((state, previous) => {
    const known = new Set(previous.posts.map((post) => post.id));
    for (const post of state.posts) if (!known.has(post.id)) onPost(post);
  });
}
