import { describe, expect, it } from 'vitest';
import { nextUntil, POSTS_PAGE_LIMIT } from './period-posts';

describe('nextUntil', () => {
  it('ends when the answer is shorter than a page: no relay had a full one', () => {
    expect(nextUntil([5, 4, 3], undefined)).toBeUndefined();
  });

  it('goes on from the page-th newest of the merged answer, so a relay that reached less far loses nothing', () => {
    // One relay sent a full page reaching back to 1,000; another sent its few posts reaching back to 10.
    const full = Array.from({ length: POSTS_PAGE_LIMIT }, (_, index) => 2_000 - index * 2);
    const few = [1_999, 500, 10];
    const next = nextUntil([...few, ...full], undefined);
    expect(next).toBe(full.at(-2));
    expect(next).toBeGreaterThanOrEqual(Math.min(...full));
  });

  it('moves on by a second when a whole page is of one second', () => {
    expect(
      nextUntil(
        Array.from({ length: POSTS_PAGE_LIMIT }, () => 700),
        700,
      ),
    ).toBe(699);
  });
});
