import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('keeps the most recently written entries up to its limit', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    map.set('a', 3);
    map.set('c', 4);
    expect(map.size).toBe(2);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(3);
    expect(map.get('c')).toBe(4);
  });

  it('stays fast with many entries', () => {
    const map = new BoundedMap<number, number>(10_000);
    for (let index = 0; index < 50_000; index++) map.set(index, index);
    expect(map.size).toBe(10_000);
    expect(map.get(39_999)).toBeUndefined();
    expect(map.get(40_000)).toBe(40_000);
  });
});
