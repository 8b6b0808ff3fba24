import { describe, expect, it } from 'vitest';
import { mergeIntoFeed, revealPending } from './feed-merge';
import type { MediaItem } from '../types';

function item(timestamp: number): MediaItem {
  const url = `https://example.com/${timestamp}.jpg`;
  return {
    key: url,
    url,
    timestamp,
    post: { id: String(timestamp), pubkey: 'a'.repeat(64), kind: 1, created_at: timestamp, tags: [], content: '' },
    author: 'npub',
    authorId: 'a'.repeat(64),
    content: '',
    type: 'image',
    noteId: String(timestamp),
    tags: [],
  };
}

const times = (items: readonly MediaItem[]) => items.map((entry) => entry.timestamp);

describe('mergeIntoFeed', () => {
  it('sorts everything newest first while nothing is on screen', () => {
    const merged = mergeIntoFeed({ items: [item(5)], pending: [] }, [item(9), item(1), item(7)], 0);
    expect(times(merged.items)).toEqual([9, 7, 5, 1]);
    expect(merged.pending).toEqual([]);
  });

  it('keeps the frozen prefix in place and parks newer posts as pending', () => {
    const lists = { items: [item(50), item(40), item(30), item(20)], pending: [] };
    const merged = mergeIntoFeed(lists, [item(60), item(45), item(25), item(10)], 2);
    expect(times(merged.items)).toEqual([50, 40, 45, 30, 25, 20, 10]);
    expect(times(merged.pending)).toEqual([60]);
  });

  it('returns the same lists when nothing arrives', () => {
    const lists = { items: [item(1)], pending: [] };
    expect(mergeIntoFeed(lists, [], 1)).toBe(lists);
  });

  it('never adds an item already in the feed or waiting, nor one twice in what arrives', () => {
    const lists = { items: [item(50), item(40)], pending: [item(60)] };
    const merged = mergeIntoFeed(lists, [item(60), item(40), item(45), item(45)], 1);
    expect(times(merged.items)).toEqual([50, 45, 40]);
    expect(times(merged.pending)).toEqual([60]);
    expect(mergeIntoFeed(lists, [item(40), item(60)], 1)).toBe(lists);
  });

  it('clamps a frozen count beyond the list', () => {
    const merged = mergeIntoFeed({ items: [item(3)], pending: [] }, [item(2)], 99);
    expect(times(merged.items)).toEqual([3, 2]);
  });
});

describe('revealPending', () => {
  it('puts pending posts back into order', () => {
    const shown = revealPending({ items: [item(5), item(7)], pending: [item(9), item(6)] });
    expect(times(shown.items)).toEqual([9, 7, 6, 5]);
    expect(shown.pending).toEqual([]);
  });
});
