import { describe, expect, it } from 'vitest';
import { gridItems, gridLayout, seenItems } from './grid-geometry';

const item = (key: string) => ({ key, width: 400, height: 400 });

describe('gridItems', () => {
  it('leaves out the failed items, and hands the list back as it is when none failed', () => {
    const items = [item('a'), item('b'), item('c')];
    expect(gridItems(items, new Set())).toBe(items);
    expect(gridItems(items, new Set(['b'])).map((entry) => entry.key)).toEqual(['a', 'c']);
  });
});

describe('seenItems', () => {
  it('counts the items whose boxes start above the bottom, in the feed, failed ones between them included', () => {
    const items = [item('a'), item('b'), item('c'), item('d'), item('e')];
    const shown = gridItems(items, new Set(['b']));
    // Two columns of squares at 460 px: a and c on the first row, d and e on the second.
    const { boxes } = gridLayout(shown, 460);
    expect(seenItems(boxes, 100, shown, items)).toBe(3);
    expect(seenItems(boxes, 300, shown, items)).toBe(5);
    const none = gridItems(items, new Set());
    expect(seenItems(gridLayout(none, 460).boxes, 100, none, items)).toBe(2);
  });
});
