import { describe, expect, it } from 'vitest';
import { timeLabel } from './time-label';

describe('timeLabel', () => {
  it('labels ages with the units of the spec', () => {
    const now = 1_000_000_000;
    expect(timeLabel(now - 9, now)).toBe('now');
    expect(timeLabel(now + 60, now)).toBe('now');
    expect(timeLabel(now - 42, now)).toBe('42s');
    expect(timeLabel(now - 5 * 60, now)).toBe('5m');
    expect(timeLabel(now - 3 * 3600, now)).toBe('3h');
    expect(timeLabel(now - 2 * 86_400, now)).toBe('2d');
    expect(timeLabel(now - 65 * 86_400, now)).toBe('2M');
    expect(timeLabel(now - 400 * 86_400, now)).toBe('1Y');
    expect(timeLabel(Number.NaN, now)).toBe('now');
  });
});
