import { describe, expect, it } from 'vitest';
import { REACTION_KIND, REPOST_KIND, ZAP_RECEIPT_KIND } from './kinds';
import { SAMPLED_FIRST, createSignatureSampling } from './signature-sampling';

const A = 'wss://a.example/';
const B = 'wss://b.example/';

/** A random source that yields the given values in turn. */
const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length] ?? 0;
};

describe('signature sampling', () => {
  it("checks each relay's first events whole, then about one in ten", () => {
    const sampling = createSignatureSampling(sequence(0.5, 0.05, 0.95));
    const first = Array.from({ length: SAMPLED_FIRST }, () => sampling.checks(A, REACTION_KIND));
    expect(first.every(Boolean)).toBe(true);
    expect([1, 2, 3].map(() => sampling.checks(A, REPOST_KIND))).toEqual([false, true, false]);
    // Another relay starts its own count.
    expect(sampling.checks(B, REACTION_KIND)).toBe(true);
  });

  it('checks one in ten of a long answer, on a fair random source', () => {
    let state = 1;
    const sampling = createSignatureSampling(() => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    });
    const checked = Array.from({ length: 10_020 }, () => sampling.checks(A, REACTION_KIND)).filter(Boolean).length;
    expect(checked).toBeGreaterThan(SAMPLED_FIRST + 800);
    expect(checked).toBeLessThan(SAMPLED_FIRST + 1_200);
  });

  it('checks every zap receipt', () => {
    const sampling = createSignatureSampling(() => 0.99);
    for (let index = 0; index < SAMPLED_FIRST; index++) sampling.checks(A, REACTION_KIND);
    expect(sampling.checks(A, REACTION_KIND)).toBe(false);
    expect(sampling.checks(A, ZAP_RECEIPT_KIND)).toBe(true);
  });

  it('checks everything of a relay once it is caught, and says so once', () => {
    const sampling = createSignatureSampling(() => 0.99);
    for (let index = 0; index < SAMPLED_FIRST; index++) sampling.checks(A, REACTION_KIND);
    expect(sampling.caught(A)).toBe(true);
    expect(sampling.caught(A)).toBe(false);
    expect(sampling.distrusted(A)).toBe(true);
    expect(sampling.distrusted(B)).toBe(false);
    expect(sampling.checks(A, REACTION_KIND)).toBe(true);
  });
});
