import { describe, expect, it } from 'vitest';
import { postDate, timeLabel } from './time-label';

const now = 1_700_000_000;
const DAY = 86_400;

describe('timeLabel', () => {
  it('labels ages with the units of docs/constants.md, Time labels', () => {
    expect(timeLabel(now - 42, now)).toBe('42s');
    expect(timeLabel(now - 5 * 60, now)).toBe('5m');
    expect(timeLabel(now - 3 * 3600, now)).toBe('3h');
    expect(timeLabel(now - 2 * DAY, now)).toBe('2d');
    expect(timeLabel(now - 65 * DAY, now)).toBe('2M');
    expect(timeLabel(now - 400 * DAY, now)).toBe('1Y');
    expect(timeLabel(now - 10 * 365 * DAY, now)).toBe('10Y');
  });

  it('switches units exactly at the boundaries', () => {
    const cases: [number, string][] = [
      [0, 'now'],
      [9, 'now'],
      [9.99, 'now'],
      [10, '10s'],
      [59, '59s'],
      [60, '1m'],
      [3599, '59m'],
      [3600, '1h'],
      [DAY - 1, '23h'],
      [DAY, '1d'],
      [30 * DAY - 1, '29d'],
      [30 * DAY, '1M'],
      [364 * DAY, '12M'],
      [365 * DAY, '1Y'],
    ];
    for (const [age, label] of cases) expect(timeLabel(now - age, now), String(age)).toBe(label);
  });

  it('reads now for future times and non-numbers', () => {
    expect(timeLabel(now + 60, now)).toBe('now');
    expect(timeLabel(now + 10 * 365 * DAY, now)).toBe('now');
    expect(timeLabel(Number.NaN, now)).toBe('now');
    expect(timeLabel(now, Number.NaN)).toBe('now');
    expect(timeLabel(Number.NEGATIVE_INFINITY, now)).toBe('now');
  });

  it('works with fractional seconds', () => {
    expect(timeLabel(now - 61.5, now + 0.25)).toBe('1m');
  });
});

describe('postDate', () => {
  it('gives the ISO instant and a readable local date', () => {
    const date = postDate(1_700_000_000, 'en-GB', 'UTC');
    expect(date).toMatchObject({ iso: '2023-11-14T22:13:20.000Z', label: '14 Nov 2023' });
    // Punctuation of the long form varies between ICU versions.
    expect(date?.full).toMatch(/^Tuesday,? 14 November 2023.* 22:13$/);
    expect(postDate(1_700_000_000, 'en-GB', 'Asia/Tokyo')?.label).toBe('15 Nov 2023');
  });

  it('gives nothing for a time no date can hold', () => {
    for (const seconds of [Number.NaN, Number.POSITIVE_INFINITY, 1e16]) expect(postDate(seconds), String(seconds)).toBeUndefined();
  });
});
