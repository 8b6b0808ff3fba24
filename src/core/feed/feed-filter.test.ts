import { describe, expect, it } from 'vitest';
import { buildFeedFilter } from './feed-filter';

describe('buildFeedFilter', () => {
  it('asks for ids before anything else', () => {
    expect(buildFeedFilter({ ids: ['i', 'i', 'j'], authors: ['a'], tags: ['x'], showReposts: false, now: 100 })).toEqual({
      kinds: [1, 20, 1063, 21, 22],
      limit: 300,
      ids: ['i', 'j'],
    });
  });

  it('asks for authors first', () => {
    expect(buildFeedFilter({ authors: ['a', 'a'], tags: ['x'], showReposts: false, now: 100 })).toEqual({
      kinds: [1, 20, 1063, 21, 22],
      limit: 300,
      authors: ['a'],
    });
  });

  it('then for hashtags, lowercased and unique', () => {
    expect(buildFeedFilter({ tags: ['Cats', 'cats', ' '], showReposts: true, now: 100 })).toEqual({
      kinds: [1, 20, 1063, 21, 22, 6, 16],
      limit: 300,
      '#t': ['cats'],
    });
  });

  it('else for the last 24 hours, and pages back with until', () => {
    const filter = buildFeedFilter({ showReposts: false, now: 100_000, until: 99_000 });
    expect(filter.since).toBe(100_000 - 86_400);
    expect(filter.until).toBe(99_000);
  });
});
