import { describe, expect, it } from 'vitest';
import { createEntryWindow, IDS_PER_FILTER, idFilters, newestEntries, SET_PAGE_ENTRIES } from './entry-window';
import { FEED_LIMIT, MEDIA_KINDS } from './feed-filter';
import type { FeedFilter } from '../types';

/** `count` entry ids in the order they were added: entry 0 first. */
const entries = (count: number, from = 0): string[] =>
  Array.from({ length: count }, (_, index) => (from + index).toString(16).padStart(64, '0'));
const base: FeedFilter = { kinds: [...MEDIA_KINDS], limit: FEED_LIMIT };

describe('newestEntries', () => {
  it('takes the entries added last, newest first', () => {
    const all = entries(5);
    expect(newestEntries(all, 2)).toEqual([all[4], all[3]]);
    expect(newestEntries(all, 9)).toEqual([...all].reverse());
    expect(newestEntries([], 3)).toEqual([]);
  });
});

describe('idFilters', () => {
  it('splits a long list of ids into filters of at most the size relays take, in order, each asking for as many events', () => {
    const ids = entries(SET_PAGE_ENTRIES);
    const filters = idFilters({ ...base, ids, until: 5 });
    expect(filters).toHaveLength(Math.ceil(SET_PAGE_ENTRIES / IDS_PER_FILTER));
    expect(filters.flatMap((filter) => filter.ids)).toEqual(ids);
    for (const filter of filters) {
      expect(filter.ids!.length).toBeLessThanOrEqual(IDS_PER_FILTER);
      expect(filter).toMatchObject({ kinds: base.kinds, limit: filter.ids!.length, until: 5 });
    }
  });

  it('leaves the last filter short, and a filter of few ids or none as it is', () => {
    expect(idFilters({ ...base, ids: entries(7) }, 3).map((filter) => filter.ids!.length)).toEqual([3, 3, 1]);
    const few = { ...base, ids: entries(IDS_PER_FILTER) };
    expect(idFilters(few)).toEqual([few]);
    expect(idFilters(base)).toEqual([base]);
  });
});

describe('createEntryWindow', () => {
  it('reads the entries added last, and nothing of the older ones until a page back', () => {
    const all = entries(1000);
    const opening = newestEntries(all, SET_PAGE_ENTRIES);
    const window = createEntryWindow(opening);
    expect(window.update(all)).toEqual([]);
    expect(window.asked()).toHaveLength(SET_PAGE_ENTRIES);
    expect(window.hasOlder()).toBe(true);
    expect(window.deepen()).toEqual(all.slice(400, 700).reverse());
    expect(window.deepen()).toEqual(all.slice(100, 400).reverse());
    expect(window.deepen()).toEqual(all.slice(0, 100).reverse());
    expect(window.hasOlder()).toBe(false);
    expect(window.deepen()).toEqual([]);
  });

  it('takes an entry added, one named again and one that comes up as newer ones leave', () => {
    const all = entries(10);
    const window = createEntryWindow(newestEntries(all, 4), 4);
    const added = entries(1, 100);
    expect(window.update([...all, ...added])).toEqual(added);
    // Two leave: the window's newest four are now the added one and 7, 6, 5, and 5 is new to it.
    const fewer = [...all.slice(0, 8), ...added];
    expect(window.update(fewer)).toEqual([all[5]]);
    // One that left is named again: asked again, to be shown again.
    expect(window.update([...fewer, all[9]!])).toEqual([all[9]]);
    expect(window.asked()).toEqual(expect.arrayContaining([all[9], all[7], all[6], all[5], ...added]));
    expect(window.asked()).not.toContain(all[8]);
  });

  it('remembers no more entries than the sets name, however many a wall adds and prunes all day', () => {
    const window = createEntryWindow([], 4);
    let set: string[] = [];
    for (let approval = 0; approval < 1000; approval++) {
      // A moderator's set keeps its newest ten approvals.
      set = [...set, `approval-${approval}`].slice(-10);
      window.update(set);
    }
    expect(window.remembered()).toBe(10);
    expect(window.asked()).toEqual(set);
  });

  it('goes a page back past what the sets’ changes brought in already', () => {
    const all = entries(12);
    const window = createEntryWindow(newestEntries(all, 4), 4);
    window.update(all);
    // The newest four leave: four older ones come up and are asked.
    expect(window.update(all.slice(0, 8))).toEqual(all.slice(4, 8).reverse());
    expect(window.deepen()).toEqual(all.slice(0, 4).reverse());
    expect(window.deepen()).toEqual([]);
  });
});
