import { describe, expect, it } from 'vitest';
import { compactCount } from './compact-count';

describe('compactCount', () => {
  it('shows counts under a thousand as they are', () => {
    expect(compactCount(0)).toBe('0');
    expect(compactCount(7)).toBe('7');
    expect(compactCount(999)).toBe('999');
  });

  it('shortens larger counts with k, M and B, one decimal below a hundred, rounded down', () => {
    expect(compactCount(1_000)).toBe('1k');
    expect(compactCount(1_234)).toBe('1.2k');
    expect(compactCount(1_999)).toBe('1.9k');
    expect(compactCount(12_560)).toBe('12.5k');
    expect(compactCount(125_900)).toBe('125k');
    expect(compactCount(999_999)).toBe('999k');
    expect(compactCount(1_200_000)).toBe('1.2M');
    expect(compactCount(3_400_000_000)).toBe('3.4B');
  });

  it('shows nonsense as 0', () => {
    expect(compactCount(-5)).toBe('0');
    expect(compactCount(Number.NaN)).toBe('0');
    expect(compactCount(2.9)).toBe('2');
  });
});
