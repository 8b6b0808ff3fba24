import { describe, expect, it } from 'vitest';
import { durationLabel } from './duration-label';

describe('durationLabel', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(durationLabel(0)).toBe('0:00');
    expect(durationLabel(1)).toBe('0:01');
    expect(durationLabel(29.4)).toBe('0:29');
    expect(durationLabel(59.6)).toBe('1:00');
    expect(durationLabel(754)).toBe('12:34');
  });

  it('adds hours from an hour on', () => {
    expect(durationLabel(3600)).toBe('1:00:00');
    expect(durationLabel(3 * 3600 + 5 * 60 + 7)).toBe('3:05:07');
  });

  it('gives nothing for an unknown, endless or impossible length', () => {
    for (const seconds of [undefined, Number.NaN, Number.POSITIVE_INFINITY, -1])
      expect(durationLabel(seconds), String(seconds)).toBeUndefined();
  });
});
