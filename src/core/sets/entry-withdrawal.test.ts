import { describe, expect, it } from 'vitest';
import { entryRank, isEntry, keepEntries, NOTHING_WITHDRAWN } from './entry-withdrawal';
import type { MediaItem } from '../types';

function item(noteId: string): MediaItem {
  const url = `https://example.com/${noteId}.jpg`;
  return {
    key: url,
    url,
    timestamp: 1,
    post: { id: noteId, pubkey: 'a'.repeat(64), kind: 1, created_at: 1, tags: [], content: '' },
    author: 'npub',
    authorId: 'a'.repeat(64),
    content: '',
    type: 'image',
    noteId,
    tags: [],
  };
}

const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(item) as [MediaItem, MediaItem, MediaItem, MediaItem];
const ranks = (...ids: string[]): Map<string, number> => new Map(ids.map((id, index) => [id, index]));

describe('keepEntries', () => {
  const lists = { items: [a, b, c], pending: [d], withdrawn: NOTHING_WITHDRAWN };

  it('drops what left the sets below the frozen items, and from the pending ones', () => {
    const kept = keepEntries(lists, ranks('a', 'b'), 2);
    expect(kept.items).toEqual([a, b]);
    expect(kept.pending).toEqual([]);
    expect(kept.withdrawn.size).toBe(0);
  });

  it('keeps a frozen item in place, withdrawn, until it is no longer frozen', () => {
    const kept = keepEntries(lists, ranks('a', 'c', 'd'), 2);
    expect(kept.items).toEqual([a, b, c]);
    expect([...kept.withdrawn]).toEqual([b.key]);
    expect(keepEntries(kept, ranks('a', 'c', 'd'), 1).items).toEqual([a, c]);
  });

  it('lets a withdrawn item back when its post is an entry again', () => {
    const kept = keepEntries(lists, ranks('a', 'c', 'd'), 3);
    expect(keepEntries(kept, ranks('a', 'b', 'c', 'd'), 3).withdrawn.size).toBe(0);
  });

  it('returns the same lists when nothing changes', () => {
    expect(keepEntries(lists, ranks('a', 'b', 'c', 'd'), 3)).toEqual(lists);
    const same = keepEntries(lists, ranks('a', 'b', 'c', 'd'), 3);
    expect(same.items).toBe(lists.items);
    expect(same.pending).toBe(lists.pending);
    expect(same.withdrawn).toBe(lists.withdrawn);
  });
});

describe('entryRank', () => {
  it('is the entry rank, or below every entry, those of the sets’ first versions (below 0) too', () => {
    expect(entryRank(ranks('a', 'b'), b)).toBe(1);
    expect(entryRank(new Map([['a', -40]]), a)).toBe(-40);
    expect(entryRank(ranks('a'), c)).toBeLessThan(-40);
  });
});

describe('isEntry', () => {
  it('takes an item named by its post or by the repost it came through', () => {
    expect(isEntry(ranks('a'), a)).toBe(true);
    expect(isEntry(ranks('r'), { ...b, repostId: 'r' })).toBe(true);
    expect(entryRank(ranks('x', 'r'), { ...b, repostId: 'r' })).toBe(1);
    expect(isEntry(ranks('a'), b)).toBe(false);
  });
});
