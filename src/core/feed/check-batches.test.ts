import { describe, expect, it } from 'vitest';
import { checkBatches, FIRST_CHECK_BATCH, type CheckBatch } from './check-batches';
import { FIRST_SCREEN_EVENTS } from './feed-request';

const shape = (batches: CheckBatch[]): string[] => batches.map(({ start, end, place }) => `${end - start} ${place}`);

describe('checkBatches', () => {
  it('checks the first few at once, the rest of the first screen on the page a few at a time, and what follows in the worker', () => {
    const batches = checkBatches(0, FIRST_SCREEN_EVENTS + 10);
    const onThePage = Array.from({ length: FIRST_SCREEN_EVENTS / FIRST_CHECK_BATCH - 1 }, () => `${FIRST_CHECK_BATCH} page`);
    expect(shape(batches)).toEqual([`${FIRST_CHECK_BATCH} page-now`, ...onThePage, '10 worker']);
    expect(batches[0]).toMatchObject({ start: 0, end: FIRST_CHECK_BATCH });
    expect(batches.at(-1)?.end).toBe(FIRST_SCREEN_EVENTS + 10);
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
      expect(batches[0]?.start).toBe(0);
      batches.forEach(({ start, end }, index) => {
        expect(end).toBeGreaterThan(start);
        if (index > 0) expect(start).toBe(batches[index - 1]?.end);
      });
      expect(batches.at(-1)?.end).toBe(count);
    }
  });

  it('finishes the first screen begun by an earlier relay batch, and sends later batches to the worker whole', () => {
    expect(shape(checkBatches(10, 45))).toEqual(['4 page-now', ...Array.from({ length: 6 }, () => '4 page'), '2 page', '15 worker']);
    expect(shape(checkBatches(38, 7))).toEqual(['2 page-now', '5 worker']);
    expect(shape(checkBatches(FIRST_SCREEN_EVENTS, 9))).toEqual(['9 worker']);
  });
});
