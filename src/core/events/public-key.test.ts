import { getPublicKey } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { isPublicKey } from './public-key';

describe('isPublicKey', () => {
  it('takes a real key in either case', () => {
    const key = getPublicKey(new Uint8Array(32).fill(9));
    expect(isPublicKey(key)).toBe(true);
    expect(isPublicKey(key.toUpperCase())).toBe(true);
  });

  it('refuses 64 hex digits that are no point of the curve, and what is not 64 hex digits', () => {
    // Above the field's prime.
    expect(isPublicKey('f'.repeat(64))).toBe(false);
    // Below it, but no point has this x (x³ + 7 is not a square).
    expect(isPublicKey(`${'0'.repeat(63)}5`)).toBe(false);
    expect(isPublicKey('a'.repeat(63))).toBe(false);
    expect(isPublicKey('')).toBe(false);
  });
});
