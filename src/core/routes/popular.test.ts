import { describe, expect, it } from 'vitest';
import { parsePopular, periodChoice, periodSeconds, popularLabel, popularParams } from './popular';

describe('parsePopular', () => {
  it('is undefined unless the sort is popular', () => {
    expect(parsePopular(null, '7d')).toBeUndefined();
    expect(parsePopular('newest', '1d')).toBeUndefined();
    expect(parsePopular('POPULAR', '1d')).toBeUndefined();
  });

  it('reads the period, and ranks the last week when it is missing or unknown', () => {
    expect(parsePopular('popular', '1d')).toBe('1d');
    expect(parsePopular('popular', '30d')).toBe('30d');
    expect(parsePopular('popular', null)).toBe('7d');
    expect(parsePopular('popular', '365d')).toBe('7d');
  });
});

describe('the period', () => {
  it('has a length, address parameters and words', () => {
    expect(periodSeconds('1d')).toBe(86_400);
    expect(periodSeconds('30d')).toBe(30 * 86_400);
    expect(popularParams('7d')).toEqual(['sort=popular', 'period=7d']);
    expect(popularLabel('1d')).toBe('Popular today');
    expect(popularLabel('7d')).toBe('Popular this week');
    expect(periodChoice('30d')).toBe('Month');
  });
});
