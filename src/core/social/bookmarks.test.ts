import { describe, expect, it } from 'vitest';
import { isBookmarked, toggleBookmarkTag } from './bookmarks';

const ID = 'a'.repeat(64);
const OTHERS = [
  ['t', 'sunsets'],
  ['e', 'b'.repeat(64), 'wss://relay.example'],
  ['a', '30023:' + 'c'.repeat(64) + ':essay'],
  ['r', 'https://example.com'],
  ['x-unknown', '1'],
];

describe('toggleBookmarkTag', () => {
  it('adds the post at the end and keeps every other entry in order', () => {
    const added = toggleBookmarkTag(OTHERS, ID);
    expect(added).toEqual([...OTHERS, ['e', ID]]);
    expect(isBookmarked(added, ID)).toBe(true);
  });

  it('removes only that post, wherever it is', () => {
    const tags = [OTHERS[0] ?? [], ['e', ID], ...OTHERS.slice(1)];
    expect(toggleBookmarkTag(tags, ID)).toEqual(OTHERS);
  });

  it('starts a list from nothing', () => {
    expect(toggleBookmarkTag([], ID)).toEqual([['e', ID]]);
    expect(isBookmarked([], ID)).toBe(false);
  });
});
