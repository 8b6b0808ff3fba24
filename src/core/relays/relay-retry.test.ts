import { describe, expect, it } from 'vitest';
import { RETRY_CAP_MS, retryDelayMs } from './relay-retry';

describe('retryDelayMs', () => {
  it('doubles from 1 s and stays at 30 s, with no limit on tries', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(retryDelayMs(10_000)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(Number.MAX_SAFE_INTEGER)).toBe(RETRY_CAP_MS);
  });

  it('reads a count below zero as the first try', () => {
    expect(retryDelayMs(-3)).toBe(1000);
  });
});
