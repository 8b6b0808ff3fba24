import { describe, expect, it } from 'vitest';
import { picturePost } from '../../../tests/app-support/fake-feed-dependencies';
import { request } from '../../../tests/app-support/fake-popular-world';
import type { FeedFilter } from '../../core/types';
import type { FeedHandlers } from '../../nostr/feed-subscription';
import { nextUntil, periodSlices, POST_SLICES, POSTS_PAGE_LIMIT, readPeriodPosts } from './period-posts';

describe('nextUntil', () => {
  it('ends when the answer is shorter than a page: no relay had a full one', () => {
    expect(nextUntil([5, 4, 3], undefined)).toBeUndefined();
  });

  it('goes on from the page-th newest of the merged answer, so a relay that reached less far loses nothing', () => {
    // One relay sent a full page reaching back to 1,000; another sent its few posts reaching back to 10.
    const full = Array.from({ length: POSTS_PAGE_LIMIT }, (_, index) => 2_000 - index * 2);
    const few = [1_999, 500, 10];
    const next = nextUntil([...few, ...full], undefined);
    expect(next).toBe(full.at(-2));
    expect(next).toBeGreaterThanOrEqual(Math.min(...full));
  });

  it('moves on by a second when a whole page is of one second', () => {
    expect(
      nextUntil(
        Array.from({ length: POSTS_PAGE_LIMIT }, () => 700),
        700,
      ),
    ).toBe(699);
  });
});

describe('periodSlices', () => {
  it('cuts the period into slices newest first that cover every second once', () => {
    expect(periodSlices(0, 99, 4)).toEqual([
      { since: 75, until: 99 },
      { since: 50, until: 74 },
      { since: 25, until: 49 },
      { since: 0, until: 24 },
    ]);
    const slices = periodSlices(10, 20, 4);
    const seconds = slices.flatMap(({ since, until }) => Array.from({ length: until - since + 1 }, (_, offset) => since + offset));
    expect(seconds.sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, offset) => 10 + offset));
  });

  it('makes fewer slices than asked when the period has fewer seconds', () => {
    expect(periodSlices(5, 6, 4)).toEqual([
      { since: 6, until: 6 },
      { since: 5, until: 5 },
    ]);
  });
});

describe('readPeriodPosts', () => {
  const NOW = 1_000_000;
  function world() {
    const asked: { filter: FeedFilter; handlers: FeedHandlers; stopped: boolean }[] = [];
    const subscribe = (filter: FeedFilter, handlers: FeedHandlers) => {
      const entry = { filter, handlers, stopped: false };
      asked.push(entry);
      return () => {
        entry.stopped = true;
      };
    };
    return { asked, dependencies: { subscribe } };
  }
  const fullPage = (until: number) =>
    Array.from({ length: POSTS_PAGE_LIMIT }, (_, index) => ({ ...picturePost(0), created_at: until - index }));

  it('pages a full slice on inside its own time, and is done only when every slice is', () => {
    const { asked, dependencies } = world();
    let done = 0;
    readPeriodPosts({ request, dependencies, now: NOW, onEvents: (events) => events.length, onDone: () => done++ });
    expect(asked).toHaveLength(POST_SLICES);
    const newest = asked[0]!;
    newest.handlers.onEvents(fullPage(NOW));
    newest.handlers.onEose?.();
    expect(asked).toHaveLength(POST_SLICES + 1);
    expect(asked.at(-1)?.filter).toMatchObject({ since: newest.filter.since, until: NOW - POSTS_PAGE_LIMIT + 1 });
    for (const entry of asked.slice(1)) entry.handlers.onEose?.();
    expect(done).toBe(1);
    expect(asked.every((entry) => entry.stopped)).toBe(true);
  });

  it('cancels every slice’s open request when stopped', () => {
    const { asked, dependencies } = world();
    let done = 0;
    const stop = readPeriodPosts({ request, dependencies, now: NOW, onEvents: () => 0, onDone: () => done++ });
    asked[2]?.handlers.onEose?.();
    stop();
    expect(asked.every((entry) => entry.stopped)).toBe(true);
    expect(done).toBe(0);
  });
});
