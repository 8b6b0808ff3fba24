import { beforeEach, describe, expect, it } from 'vitest';
import { feedProgress, feedRequestForAddress } from '../../core/feed';
import { initialFeedState, useFeedStore } from '../feed-store';
import { asksNoOne, openNoOnesFeed } from './no-ones-feed';

/** A route's settings; the authors are what the route's list names. */
const { settings } = feedRequestForAddress('/global', '')!;

describe("a feed of no one's posts", () => {
  beforeEach(() => useFeedStore.setState(initialFeedState, true));

  it('is a request naming authors that are none, not one naming no authors', () => {
    expect(asksNoOne({ settings, authors: [] })).toBe(true);
    expect(asksNoOne({ settings })).toBe(false);
    expect(asksNoOne({ settings, authors: ['a'.repeat(64)] })).toBe(false);
  });

  it('has ended at once with nothing in it', () => {
    const feed = openNoOnesFeed({ settings, authors: [] });
    const state = useFeedStore.getState();
    expect(state.key).toBe(feed.key);
    expect(state.items).toEqual([]);
    expect(feedProgress(state.lifecycle)).toBe('ended');
  });
});
