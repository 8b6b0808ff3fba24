import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../core/types';
import { ownPostsActions, useOwnPostsStore, watchOwnPosts } from './own-posts-store';

const post = (id: string): NostrEvent => ({ id, pubkey: 'p', kind: 20, created_at: 1, tags: [], content: '', sig: 's' });

beforeEach(() => ownPostsActions.clear());

describe('own posts', () => {
  it('keeps what was published, newest first, each once', () => {
    ownPostsActions.published(post('a'));
    ownPostsActions.published(post('b'));
    ownPostsActions.published(post('a'));
    expect(useOwnPostsStore.getState().posts.map((event) => event.id)).toEqual(['b', 'a']);
  });

  it('keeps a bounded number', () => {
    for (let index = 0; index < 30; index++) ownPostsActions.published(post(String(index)));
    expect(useOwnPostsStore.getState().posts).toHaveLength(20);
    expect(useOwnPostsStore.getState().posts[0]?.id).toBe('29');
  });

  it('tells a watcher of each new post, until stopped', () => {
    ownPostsActions.published(post('old'));
    const seen = vi.fn();
    const stop = watchOwnPosts(seen);
    ownPostsActions.published(post('new'));
    stop();
    ownPostsActions.published(post('later'));
    expect(seen.mock.calls.map(([event]) => (event as NostrEvent).id)).toEqual(['new']);
  });
});
