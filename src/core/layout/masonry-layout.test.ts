import { describe, expect, it } from 'vitest';
import { aspectRatio, columnCount, createMasonry, layoutMasonry, seenCount, visibleIndexes } from './masonry-layout';

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

describe('createMasonry', () => {
  const ratioOf = (item: { ratio: number }): number => item.ratio;
  const items = [1, 2, 1, 1, 0.5].map((ratio) => ({ ratio }));

  it('extends a grown feed to the same boxes a full layout gives, keeping the earlier ones', () => {
    const layout = createMasonry(ratioOf, 6);
    const first = layout(items.slice(0, 3), 920);
    const grown = layout(items, 920);
    expect(grown).toEqual(layoutMasonry(items.map(ratioOf), 920, 6));
    expect(grown.boxes[0]).toBe(first.boxes[0]);
    expect(first.boxes).toHaveLength(3);
  });

  it('lays out from scratch when items change before the end or the width changes', () => {
    const layout = createMasonry(ratioOf, 6);
    const first = layout(items, 920);
    const withNewTop = [{ ratio: 2 }, ...items];
    expect(layout(withNewTop, 920)).toEqual(layoutMasonry(withNewTop.map(ratioOf), 920, 6));
    expect(layout(withNewTop, 460)).toEqual(layoutMasonry(withNewTop.map(ratioOf), 460, 6));
    expect(layout(items, 920).boxes[0]).not.toBe(first.boxes[0]);
  });
});
