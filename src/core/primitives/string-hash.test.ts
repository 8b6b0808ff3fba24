import { describe, expect, it } from 'vitest';
import { stringHash } from './string-hash';

describe('stringHash', () => {
  it('is FNV-1a over UTF-16 code units, as 8 hex digits', () => {
    expect(stringHash('')).toBe('811c9dc5');
    expect(stringHash('a')).toBe('e40c292c');
    expect(stringHash('foobar')).toBe('bf9cf968');
  });

  it('names long strings briefly and tells near neighbours apart', () => {
    const long = `authors:${'ab'.repeat(20_000)}`;
    expect(stringHash(long)).toHaveLength(8);
    expect(stringHash('tags:art|010|all')).not.toBe(stringHash('tags:art|011|all'));
  });
});
