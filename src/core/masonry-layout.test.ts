import { describe, expect, it } from 'vitest';
import { aspectRatio, columnCount, layoutMasonry, seenCount, visibleIndexes } from './masonry-layout';

describe('columnCount', () => {
  it('gives about one column per 230px, between 2 and 6', () => {
    expect(columnCount(320)).toBe(2);
    expect(columnCount(920)).toBe(4);
    expect(columnCount(1920)).toBe(6);
    expect(columnCount(0)).toBe(2);
    expect(columnCount(Number.NaN)).toBe(2);
  });
});

describe('aspectRatio', () => {
  it('clamps extreme and unknown sizes', () => {
    expect(aspectRatio(100, 50)).toBe(0.5);
    expect(aspectRatio(100, 10_000)).toBe(2.5);
    expect(aspectRatio(undefined, 10)).toBe(1);
    expect(aspectRatio(-5, 10)).toBe(1);
  });
});

describe('layoutMasonry', () => {
  it('places each item in the shortest column', () => {
    const layout = layoutMasonry([1, 2, 1, 1], 460, 0);
    expect(layout.columns).toBe(2);
    expect(layout.boxes.map((box) => [box.x, box.y])).toEqual([
      [0, 0],
      [230, 0],
      [0, 230],
      [0, 460],
    ]);
    expect(layout.height).toBe(690);
  });

  it('finds what overlaps a window and what has been seen', () => {
    const { boxes } = layoutMasonry([1, 1, 1, 1, 1, 1], 460, 10);
    expect(visibleIndexes(boxes, 0, 100)).toEqual([0, 1]);
    expect(visibleIndexes(boxes, 300, 400)).toEqual([2, 3]);
    expect(seenCount(boxes, 300)).toBe(4);
    expect(seenCount(boxes, 0)).toBe(0);
  });
});
