import { describe, expect, it } from 'vitest';
import { isHex32, toHex32 } from './hex32';

const KEY = '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d';

describe('isHex32', () => {
  it('takes 64 lowercase hex digits only', () => {
    expect(isHex32(KEY)).toBe(true);
    expect(isHex32(KEY.toUpperCase())).toBe(false);
    expect(isHex32(KEY.slice(1))).toBe(false);
    expect(isHex32(`${KEY}0`)).toBe(false);
    expect(isHex32(KEY.replace('3', 'g'))).toBe(false);
  });
});

describe('toHex32', () => {
  it('lower-cases 64 hex digits in any case and drops anything else', () => {
    expect(toHex32(KEY.toUpperCase())).toBe(KEY);
    expect(toHex32(KEY)).toBe(KEY);
    expect(toHex32(` ${KEY}`)).toBeUndefined();
    expect(toHex32(42)).toBeUndefined();
    expect(toHex32(undefined)).toBeUndefined();
  });
});
