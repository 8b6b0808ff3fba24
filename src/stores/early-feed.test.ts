import { describe, expect, it } from 'vitest';
import { feedKey, feedRequestForAddress, type FeedRequest } from '../core/feed';
import { createEarlyFeed } from './early-feed';
import type { OpenFeed } from './feed-loader';

/** Feeds that only record that they were opened and closed. */
function fakeFeeds() {
  const opened: { key: string; closes: number }[] = [];
  const open = (request: FeedRequest): OpenFeed => {
    const record = { key: feedKey(request), closes: 0 };
    opened.push(record);
    return {
      key: record.key,
      started: Promise.resolve(),
      loadOlder: () => undefined,
      renewLive: () => undefined,
      close: () => void (record.closes += 1),
    };
  };
  return { opened, open };
}

const photography = feedRequestForAddress('/tags/photography', '')!;
const art = feedRequestForAddress('/tags/art', '')!;

describe('the early feed', () => {
  it('opens the address’s feed and hands it to the gallery that asks for it, once', () => {
    const feeds = fakeFeeds();
    const early = createEarlyFeed(feeds.open);
    expect(early.openForAddress('/tags/photography', '')).toBeInstanceOf(Promise);
    expect(early.claim(photography).key).toBe(feedKey(photography));
    expect(feeds.opened).toHaveLength(1);
    early.claim(photography);
    expect(feeds.opened).toHaveLength(2);
  });

  it('is closed when the gallery asks for another feed, which opens anew', () => {
    const feeds = fakeFeeds();
    const early = createEarlyFeed(feeds.open);
    early.openForAddress('/tags/photography', '');
    expect(early.claim(art).key).toBe(feedKey(art));
    expect(feeds.opened.map(({ key, closes }) => [key, closes])).toEqual([
      [feedKey(photography), 1],
      [feedKey(art), 0],
    ]);
  });

  it('opens nothing for an address that needs more than itself, such as the follows route', () => {
    const feeds = fakeFeeds();
    const early = createEarlyFeed(feeds.open);
    expect(early.openForAddress('/follows', '')).toBeUndefined();
    expect(feeds.opened).toEqual([]);
  });

  it("holds a list route's feed, opened once its list is read, for the gallery that asks for the same people", () => {
    const feeds = fakeFeeds();
    const early = createEarlyFeed(feeds.open);
    const people: FeedRequest = { settings: photography.settings, authors: ['b'.repeat(64), 'a'.repeat(64)] };
    expect(early.open(people)).toBeInstanceOf(Promise);
    expect(early.claim({ ...people, authors: ['a'.repeat(64), 'b'.repeat(64)] }).key).toBe(feedKey(people));
    expect(feeds.opened).toHaveLength(1);
  });

  it('is closed and forgotten when reset', () => {
    const feeds = fakeFeeds();
    const early = createEarlyFeed(feeds.open);
    early.openForAddress('/tags/photography', '');
    early.reset();
    expect(feeds.opened[0]!.closes).toBe(1);
    early.claim(photography);
    expect(feeds.opened).toHaveLength(2);
  });
});
