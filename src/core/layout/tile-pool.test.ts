import { describe, expect, it } from 'vitest';
import { createTilePool, type PoolSlot } from './tile-pool';

const shownKeys = (slots: readonly PoolSlot[]): string[] => slots.filter((slot) => slot.shown).map((slot) => slot.key);

describe('createTilePool', () => {
  it('keeps a shown key in its slot and gives a new key the slot another left', () => {
    const pool = createTilePool();
    expect(pool(['a', 'b', 'c'], 10).slots).toEqual([
      { key: 'a', shown: true },
      { key: 'b', shown: true },
      { key: 'c', shown: true },
    ]);
    expect(pool(['b', 'c', 'd'], 10).slots).toEqual([
      { key: 'd', shown: true },
      { key: 'b', shown: true },
      { key: 'c', shown: true },
    ]);
  });

  it('hides a slot whose key left the window, keeping its content, and shows it again for free', () => {
    const pool = createTilePool();
    pool(['a', 'b'], 10);
    expect(pool(['b'], 10).slots).toEqual([
      { key: 'a', shown: false },
      { key: 'b', shown: true },
    ]);
    expect(pool(['a', 'b'], 0)).toEqual({
      slots: [
        { key: 'a', shown: true },
        { key: 'b', shown: true },
      ],
      pending: false,
    });
  });

  it('fills at most the budget per step, most urgent first, and says more are waiting', () => {
    const pool = createTilePool();
    const first = pool(['v1', 'v2', 'r1', 'r2', 'r3'], 2);
    expect(shownKeys(first.slots)).toEqual(['v1', 'v2']);
    expect(first.pending).toBe(true);
    const second = pool(['v1', 'v2', 'r1', 'r2', 'r3'], 2);
    expect(shownKeys(second.slots)).toEqual(['v1', 'v2', 'r1', 'r2']);
    const third = pool(['v1', 'v2', 'r1', 'r2', 'r3'], 2);
    expect(third.pending).toBe(false);
    expect(shownKeys(third.slots)).toHaveLength(5);
  });

  it('never grows beyond the most keys wanted at once while a window slides along a long feed', () => {
    const pool = createTilePool();
    const keys = Array.from({ length: 500 }, (_, index) => `k${index}`);
    for (let start = 0; start + 60 <= keys.length; start += 45) {
      let step = pool(keys.slice(start, start + 60), 20);
      while (step.pending) step = pool(keys.slice(start, start + 60), 20);
      expect(shownKeys(step.slots).sort()).toEqual(keys.slice(start, start + 60).sort());
      expect(step.slots.length).toBeLessThanOrEqual(60);
    }
  });
});
