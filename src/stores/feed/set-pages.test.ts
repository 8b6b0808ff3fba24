import { describe, expect, it } from 'vitest';
import { type FeedRequest, feedRequestForAddress, IDS_PER_FILTER, newestEntries, SET_PAGE_ENTRIES } from '../../core/feed';
import { EMPTY_UNION, unionOf } from '../../core/sets';
import type { FeedFilter, NostrEvent } from '../../core/types';
import { forged, picturePosts } from '../../../tests/app-support/fake-feed-dependencies';
import { ids, olderPages, RELAY, settle, setUpFeedTests, shown, wait } from '../../../tests/app-support/run-feed-harness';
import { ENTRY_BATCH_DELAY_MS, ENTRY_BATCH_SIZE } from './set-entries';

const { world, open } = setUpFeedTests();

/** Entry ids whose posts no relay has. */
const missing = (count: number, from = 0): string[] =>
  Array.from({ length: count }, (_, index) => `e${(from + index).toString(16).padStart(63, '0')}`);

function setFeed(entries: readonly string[]): FeedRequest {
  const { settings } = feedRequestForAddress('/tags/photography', '')!;
  return { settings, ids: newestEntries(entries, SET_PAGE_ENTRIES) };
}

/** A set feed of `entries` on screen, its first request answered with `posts`, its relays done. */
async function openSet(entries: readonly string[], posts: NostrEvent[]) {
  const feed = open(setFeed(entries));
  feed.setEntries?.(unionOf(EMPTY_UNION, [entries], [true]));
  const [first] = world.firstRequests;
  first!.handlers.onSent();
  first!.handlers.onEvents(posts, RELAY);
  first!.handlers.onDone();
  world.showFirstPictures();
  await settle();
  for (const live of world.liveSubscriptions()) live.handlers.onEose?.();
  await settle();
  return feed;
}

const pages = () => world.olderSubscriptions().filter((subscription) => subscription.options.closeOnEose);
const pageIds = (filters: readonly { filter: FeedFilter }[]): string[] => filters.flatMap(({ filter }) => filter.ids ?? []);

/** Answers the page requests from `from` on with `events`, each filter its own. */
async function answerPages(from: number, events: NostrEvent[] = []): Promise<void> {
  for (const page of pages().slice(from)) {
    page.handlers.onEvents(events.filter((event) => page.filter.ids?.includes(event.id)));
    page.handlers.onEose?.();
  }
  await settle();
}

describe('paging back through a set', () => {
  it('asks for the next entries by the order they were added, in filters of a size relays take, then says when none is left', async () => {
    const older = picturePosts(10, 12);
    const newer = picturePosts(0, 2);
    // 2 old posts, 700 entries, 2 new posts: added in that order.
    const entries = [...ids(older), ...missing(700), ...ids(newer)];
    const feed = await openSet(entries, newer);
    expect(shown()).toEqual(ids(newer));
    expect(pages()).toEqual([]);

    feed.loadOlder();
    feed.loadOlder();
    expect(olderPages()).toBe('loading');
    expect(pages()).toHaveLength(SET_PAGE_ENTRIES / IDS_PER_FILTER);
    expect(pageIds(pages())).toEqual(newestEntries(entries.slice(0, -SET_PAGE_ENTRIES), SET_PAGE_ENTRIES));
    for (const page of pages()) expect(page.filter.until).toBeUndefined();
    // Nothing of that page exists: the next is asked without the visitor paging again.
    await answerPages(0);
    expect(pageIds(pages().slice(3))).toEqual(newestEntries(entries.slice(0, entries.length - 2 * SET_PAGE_ENTRIES), SET_PAGE_ENTRIES));
    expect(
      pages()
        .slice(3)
        .map(({ filter }) => filter.ids!.length),
    ).toEqual([100, 4]);
    await answerPages(3, older);
    expect(shown()).toEqual(ids([...newer, ...older]));
    expect(olderPages()).toBe('exhausted');
    feed.loadOlder();
    expect(pages()).toHaveLength(5);
  });

  it('reads on by itself when the newest entries brought no post, a forged one included', async () => {
    const [good] = picturePosts(30, 31);
    const [bad] = picturePosts(31, 32);
    const entries = [good!.id, ...missing(SET_PAGE_ENTRIES - 1), bad!.id];
    await openSet(entries, [forged(bad!)]);
    expect(shown()).toEqual([]);
    expect(pageIds(pages())).toEqual([good!.id]);
    await answerPages(0, [good!]);
    expect(shown()).toEqual([good!.id]);
    expect(olderPages()).toBe('exhausted');
  });

  it('does not read on when the newest entries brought a post, and says at once that a small set has no older page', async () => {
    const posts = picturePosts(0, 3);
    const feed = await openSet(ids(posts), posts);
    expect(pages()).toEqual([]);
    feed.loadOlder();
    expect(pages()).toEqual([]);
    expect(olderPages()).toBe('exhausted');
  });
});

describe('a set feed that is told more entries', () => {
  it('asks for those that join the newest, and not for older ones, when a late set comes in', async () => {
    const first = [...missing(SET_PAGE_ENTRIES * 2, 0)];
    const second = [...missing(SET_PAGE_ENTRIES * 2, 10_000)];
    const posts = picturePosts(0, 1);
    const feed = await openSet([...first, ...ids(posts)], posts);
    const opening = unionOf(EMPTY_UNION, [[...first, ...ids(posts)], []], [true, false]);
    feed.setEntries?.(unionOf(opening, [[...first, ...ids(posts)], second], [false, true]));
    await wait(ENTRY_BATCH_DELAY_MS);
    const asked = world.subscriptions.filter((subscription) => subscription.options.closeOnEose).flatMap(({ filter }) => filter.ids ?? []);
    // The late set's newest, interleaved from the end with the first set's: the first two batches of them.
    expect(asked).toEqual(newestEntries(second, 2 * ENTRY_BATCH_SIZE));
  });

  it('asks again, when a relay is back, only for entries it read', async () => {
    const posts = picturePosts(0, 1);
    const entries = [...missing(1000), ...ids(posts)];
    const feed = await openSet(entries, posts);
    feed.renewLive();
    const requests = () => world.subscriptions.filter((subscription) => subscription.options.closeOnEose);
    // Each batch ends without its post; the next goes out, until every entry read was asked again.
    for (let answered = 0; answered < requests().length || answered === 0; answered++) {
      await wait(ENTRY_BATCH_DELAY_MS);
      requests()[answered]?.handlers.onEose?.();
    }
    const asked = requests().flatMap(({ filter }) => filter.ids ?? []);
    expect(new Set(asked)).toEqual(new Set(entries.slice(-SET_PAGE_ENTRIES, -1)));
  });
});
