import { describe, expect, it } from 'vitest';
import { keepsThumbnail, thumbnailsToEvict, type CachedThumbnail } from './thumbnail-cache';

const limits = { maxEntries: 3, maxBytes: 100, maxEntryBytes: 60 };
const entry = (url: string, bytes: number): CachedThumbnail => ({ url, bytes });

describe('thumbnailsToEvict', () => {
  it('keeps everything within both limits', () => {
    expect(thumbnailsToEvict([entry('a', 10), entry('b', 10)], limits)).toEqual([]);
  });

  it('drops the oldest entries past the count limit', () => {
    expect(thumbnailsToEvict([entry('a', 1), entry('b', 1), entry('c', 1), entry('d', 1), entry('e', 1)], limits)).toEqual(['a', 'b']);
  });

  it('drops the oldest entries until the bytes fit', () => {
    expect(thumbnailsToEvict([entry('a', 50), entry('b', 40), entry('c', 30)], limits)).toEqual(['a']);
    expect(thumbnailsToEvict([entry('a', 10), entry('b', 60), entry('c', 60)], limits)).toEqual(['a', 'b']);
  });

  it('meets whichever limit is stricter', () => {
    expect(thumbnailsToEvict([entry('a', 1), entry('b', 1), entry('c', 1), entry('d', 99)], limits)).toEqual(['a', 'b']);
  });
});

describe('keepsThumbnail', () => {
  it('keeps a thumbnail-sized body only', () => {
    expect(keepsThumbnail(60, limits)).toBe(true);
    expect(keepsThumbnail(61, limits)).toBe(false);
    expect(keepsThumbnail(0, limits)).toBe(false);
    expect(keepsThumbnail(undefined, limits)).toBe(false);
  });
});
