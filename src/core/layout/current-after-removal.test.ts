import { describe, expect, it } from 'vitest';
import { currentAfterRemoval } from './current-after-removal';

const feed = (...keys: string[]) => keys.map((key) => ({ key }));

describe('currentAfterRemoval', () => {
  it('moves to the item that followed a current item that left, past others that left with it', () => {
    // The author of b and c is muted while b is on screen: d comes next, now second.
    expect(currentAfterRemoval(feed('a', 'b', 'c', 'd', 'e'), 1, feed('a', 'd', 'e'))).toBe(1);
    // Earlier pictures of the same author leave too.
    expect(currentAfterRemoval(feed('x1', 'a', 'x2', 'x3', 'b'), 2, feed('a', 'b'))).toBe(1);
  });

  it('moves back to the item before when none after it is left', () => {
    expect(currentAfterRemoval(feed('a', 'b', 'c'), 2, feed('a', 'b'))).toBe(1);
    expect(currentAfterRemoval(feed('a', 'x', 'b', 'x2'), 3, feed('a', 'b'))).toBe(1);
  });

  it('leaves the index alone while the current item is still in the feed, wherever it now is', () => {
    expect(currentAfterRemoval(feed('a', 'b', 'c'), 1, feed('a', 'b', 'c', 'd'))).toBe(1);
    expect(currentAfterRemoval(feed('a', 'b', 'c'), 1, feed('linked', 'a', 'b', 'c'))).toBe(1);
  });

  it('keeps the index when the feed is empty, or when no loaded item was current', () => {
    expect(currentAfterRemoval(feed('a'), 0, [])).toBe(0);
    expect(currentAfterRemoval(feed('a', 'b'), 7, feed('a', 'b', 'c'))).toBe(7);
  });

  it('lands inside the feed when nothing of the old one is left', () => {
    expect(currentAfterRemoval(feed('a', 'b', 'c'), 2, feed('y', 'z'))).toBe(1);
  });
});
