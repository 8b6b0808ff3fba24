import { beforeEach, describe, expect, it } from 'vitest';
import type { MediaItem } from '../core/types';
import { pictureOf } from '../../tests/support/media-item';
import { feedActions, initialFeedState, useFeedStore } from './feed-store';
import { openPostInScroll } from './open-post';
import { useViewStore, viewActions } from './view-store';

const FEED = 'tags:photography|000|all';

function item(key: string, timestamp: number): MediaItem {
  const post = { id: key.padEnd(64, '0'), pubkey: 'a'.repeat(64), kind: 20, created_at: timestamp, tags: [], content: '', sig: '' };
  return pictureOf(post, `https://media.example/${key}.jpg`, { key, width: 400, height: 300 });
}

const shownKey = (): string | undefined => useFeedStore.getState().items[useViewStore.getState().current ?? -1]?.key;

describe('opening a post in the scroll view', () => {
  beforeEach(() => {
    useFeedStore.setState(initialFeedState, true);
    viewActions.reset();
    feedActions.reset(FEED);
    feedActions.add(FEED, [item('p0', 1000), item('p1', 990), item('p2', 980)]);
  });

  it('opens at the pressed post, which posts arriving before the view has drawn do not move', () => {
    openPostInScroll('p2');
    expect(useViewStore.getState().mode).toBe('scroll');
    expect(shownKey()).toBe('p2');
    // A slower relay's posts: one newer than every post, one between the pressed post's neighbours.
    feedActions.add(FEED, [item('newest', 2000), item('between', 985)]);
    expect(shownKey()).toBe('p2');
  });

  it('opens nothing for a post the feed no longer holds', () => {
    openPostInScroll('gone');
    expect(useViewStore.getState().mode).toBe('grid');
  });
});
