import { describe, expect, it } from 'vitest';
import { type FeedRequest, feedRequestForAddress, IDS_PER_FILTER, newestEntries, SET_PAGE_ENTRIES } from '../../core/feed';
import { EMPTY_UNION, unionOf } from '../../core/sets';
import type { FeedFilter } from '../../core/types';
import { picturePosts } from '../../../tests/app-support/fake-feed-dependencies';
import { ids, phase, settle, setUpFeedTests, shown } from '../../../tests/app-support/run-feed-harness';
import { subscribeEach } from './split-ids';

const { world, open } = setUpFeedTests();

/** `count` entry ids of one moderator's set, in the order they were approved. */
const approvals = (moderator: number, count: number): string[] =>
  Array.from({ length: count }, (_, index) => `${moderator}`.padStart(8, '0') + index.toString(16).padStart(56, '0'));

function wallFeed(entries: readonly string[]): FeedRequest {
  const { settings } = feedRequestForAddress('/tags/conference', '')!;
  return { settings, ids: newestEntries(entries, SET_PAGE_ENTRIES) };
}

const allIds = (filters: readonly FeedFilter[]): string[] => filters.flatMap((filter) => filter.ids ?? []);

describe('a set feed of thousands of entries', () => {
  it('asks for the entries added last only, in filters of a size relays take, on the first request and the live subscription', async () => {
    const sets = [approvals(1, 5000), approvals(2, 5000), approvals(3, 5000)];
    const union = unionOf(EMPTY_UNION, sets, [true, true, true]);
    const feed = open(wallFeed(union.entries));
    feed.setEntries?.(union);

    const [first] = world.firstRequests;
    expect(world.firstRequests).toHaveLength(1);
    expect(first!.filters).toHaveLength(SET_PAGE_ENTRIES / IDS_PER_FILTER);
    for (const filter of first!.filters) expect(filter.ids!.length).toBeLessThanOrEqual(IDS_PER_FILTER);
    // Each moderator's newest approvals, and nothing older than them.
    const asked = allIds(first!.filters);
    expect(new Set(asked)).toEqual(new Set(sets.flatMap((set) => set.slice(-SET_PAGE_ENTRIES / 3))));

    first!.handlers.onSent();
    first!.handlers.onDone();
    await settle();
    const live = world.liveSubscriptions();
    expect(live).toHaveLength(SET_PAGE_ENTRIES / IDS_PER_FILTER);
    expect(allIds(live.map((subscription) => subscription.filter))).toEqual(asked);
    // The entries told to the feed ask for nothing more: the feed opened on the newest already.
    await settle();
    expect(world.subscriptions.filter((subscription) => subscription.options.closeOnEose)).toEqual([]);
  });

  it('is ready once every filter of its live subscription has had its answer', async () => {
    const posts = picturePosts(0, 3);
    const entries = [...approvals(1, 400), ...ids(posts)];
    const feed = open(wallFeed(entries));
    feed.setEntries?.(unionOf(EMPTY_UNION, [entries], [true]));
    world.firstRequests[0]!.handlers.onDone();
    await settle();
    const live = world.liveSubscriptions();
    expect(live).toHaveLength(3);
    live[0]!.handlers.onEvents(posts);
    live[0]!.handlers.onEose?.();
    live[0]!.handlers.onEose?.();
    live[1]!.handlers.onEose?.();
    await settle();
    expect(phase()).toBe('loading');
    live[2]!.handlers.onEose?.();
    await settle();
    expect(phase()).toBe('ready');
    expect(shown()).toEqual(ids(posts));
  });
});

describe('subscribeEach', () => {
  it('hands on every filter’s events, ends once each has ended, and stops them all', () => {
    const opened: { filter: FeedFilter; end(): void; events(): void; stopped: boolean }[] = [];
    const heard: string[] = [];
    const filters = [1, 2].map((index): FeedFilter => ({ kinds: [1], limit: 1, ids: [`${index}`] }));
    const stop = subscribeEach(filters, { onEvents: () => heard.push('events'), onEose: () => heard.push('end') }, (filter, handlers) => {
      const one = { filter, end: () => handlers.onEose?.(), events: () => handlers.onEvents([]), stopped: false };
      opened.push(one);
      return () => void (one.stopped = true);
    });
    expect(opened.map((one) => one.filter)).toEqual(filters);
    opened[1]!.events();
    opened[1]!.end();
    expect(heard).toEqual(['events']);
    opened[0]!.end();
    expect(heard).toEqual(['events', 'end']);
    stop();
    expect(opened.every((one) => one.stopped)).toBe(true);
  });

  it('passes a single filter straight through', () => {
    const filter: FeedFilter = { kinds: [1], limit: 1 };
    const handlers = { onEvents: () => undefined };
    let seen: unknown;
    subscribeEach([filter], handlers, (one, oneHandlers) => {
      seen = [one, oneHandlers];
      return () => undefined;
    });
    expect(seen).toEqual([filter, handlers]);
  });
});

describe('a page of entries that fills no last filter', () => {
  it('goes out with a short last filter, each filter asking for as many events as it names', () => {
    open(wallFeed(approvals(1, 250)));
    const [first] = world.firstRequests;
    expect(first!.filters.map((filter) => filter.ids!.length)).toEqual([100, 100, 50]);
    expect(first!.filters.map((filter) => filter.limit)).toEqual([100, 100, 50]);
  });
});
