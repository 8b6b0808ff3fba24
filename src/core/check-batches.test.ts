import { describe, expect, it } from 'vitest';
import { checkBatches, FIRST_CHECK_BATCH } from './check-batches';
import { FIRST_SCREEN_EVENTS } from './feed-request';

const sizes = (batches: [number, number][]): number[] => batches.map(([start, end]) => end - start);

describe('checkBatches', () => {
  it('checks the first few alone, then the rest of the first screen together, then a few at a time', () => {
    const batches = checkBatches(0, FIRST_SCREEN_EVENTS + 10);
    expect(sizes(batches)).toEqual([FIRST_CHECK_BATCH, FIRST_SCREEN_EVENTS - FIRST_CHECK_BATCH, 4, 4, 2]);
    expect(batches[0]).toEqual([0, FIRST_CHECK_BATCH]);
    expect(batches.at(-1)?.[1]).toBe(FIRST_SCREEN_EVENTS + 10);
  });

  it('covers every event once, in order, however the relay batches them', () => {
    for (const [before, count] of [
      [0, 1],
      [0, 3],
      [0, 40],
      [10, 45],
      [38, 7],
      [40, 9],
      [500, 4],
    ] as const) {
      const batches = checkBatches(before, count);
      expect(batches.flat()[0]).toBe(0);
      batches.forEach(([start, end], index) => {
        expect(end).toBeGreaterThan(start);
        if (index > 0) expect(start).toBe(batches[index - 1]?.[1]);
      });
      expect(batches.at(-1)?.[1]).toBe(count);
    }
  });

  it('finishes the first screen begun by an earlier relay batch, and leaves later batches in small checks', () => {
    expect(sizes(checkBatches(10, 45))).toEqual([4, 26, 4, 4, 4, 3]);
    expect(sizes(checkBatches(FIRST_SCREEN_EVENTS, 9))).toEqual([4, 4, 1]);
  });
});
