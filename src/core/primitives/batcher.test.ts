import { describe, expect, it } from 'vitest';
import { createBatcher, type Schedule } from './batcher';

function manualSchedule(): { schedule: Schedule; run(): void; scheduled(): number } {
  let queued: (() => void) | undefined;
  let count = 0;
  return {
    schedule: (run) => {
      queued = run;
      count += 1;
      return () => {
        queued = undefined;
      };
    },
    run: () => queued?.(),
    scheduled: () => count,
  };
}

describe('createBatcher', () => {
  it('delivers everything pushed before the scheduled run in one batch', () => {
    const batches: number[][] = [];
    const clock = manualSchedule();
    const batcher = createBatcher<number>((items) => batches.push(items), clock.schedule);
    batcher.push(1);
    batcher.push(2);
    batcher.push(3);
    expect(clock.scheduled()).toBe(1);
    clock.run();
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('schedules again after a delivery', () => {
    const batches: number[][] = [];
    const clock = manualSchedule();
    const batcher = createBatcher<number>((items) => batches.push(items), clock.schedule);
    batcher.push(1);
    clock.run();
    batcher.push(2);
    clock.run();
    expect(batches).toEqual([[1], [2]]);
    expect(clock.scheduled()).toBe(2);
  });

  it('flushes on demand and drops pending items on cancel', () => {
    const batches: number[][] = [];
    const clock = manualSchedule();
    const batcher = createBatcher<number>((items) => batches.push(items), clock.schedule);
    batcher.push(1);
    batcher.flush();
    batcher.push(2);
    batcher.cancel();
    clock.run();
    batcher.flush();
    expect(batches).toEqual([[1]]);
  });

  it('hands the first batch over once it is full, and later ones only when due', () => {
    const batches: number[][] = [];
    const clock = manualSchedule();
    const batcher = createBatcher<number>((items) => batches.push(items), clock.schedule, { firstBatchSize: 2 });
    for (const item of [1, 2, 3, 4, 5]) batcher.push(item);
    expect(batches).toEqual([[1, 2]]);
    clock.run();
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('goes on handing small batches over until the first few items are all handed over', () => {
    const batches: number[][] = [];
    const clock = manualSchedule();
    const batcher = createBatcher<number>((items) => batches.push(items), clock.schedule, { firstBatchSize: 2, smallBatchesUpTo: 5 });
    for (const item of [1, 2, 3, 4, 5, 6, 7, 8, 9]) batcher.push(item);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    clock.run();
    expect(batches.at(-1)).toEqual([7, 8, 9]);
  });
});
