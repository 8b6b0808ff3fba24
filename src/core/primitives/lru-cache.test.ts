import { describe, expect, it } from 'vitest';
import { LRUCache } from './lru-cache';

describe('LRUCache', () => {
  it('drops the least recently used entry beyond its size', () => {
    const cache = new LRUCache<string, number>({ maxSize: 2 });
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('tells onEvict of each entry it drops for room, and of no other', () => {
    const dropped: [string, number][] = [];
    const cache = new LRUCache<string, number>({ maxSize: 2, onEvict: (key, value) => dropped.push([key, value]) });
    cache.set('a', 1).set('b', 2).set('a', 10);
    cache.delete('b');
    expect(dropped).toEqual([]);
    cache.set('c', 3).set('d', 4);
    expect(dropped).toEqual([['a', 10]]);
  });

  it('drops the least recent entries at once when made smaller, telling onEvict, and grows again', () => {
    const dropped: string[] = [];
    const cache = new LRUCache<string, number>({ maxSize: 4, onEvict: (key) => dropped.push(key) });
    cache.set('a', 1).set('b', 2).set('c', 3).set('d', 4);
    cache.get('a');
    cache.resize(2);
    expect(dropped).toEqual(['b', 'c']);
    expect(cache.size).toBe(2);
    expect(cache.maxSize).toBe(2);
    cache.set('e', 5);
    expect(dropped).toEqual(['b', 'c', 'd']);
    cache.resize(4);
    cache.set('f', 6).set('g', 7);
    expect(cache.size).toBe(4);
    expect(dropped).toEqual(['b', 'c', 'd']);
  });

  it('answers null for a key it never had, as the package it replaces does', () => {
    expect(new LRUCache<string, boolean>().get('missing')).toBeNull();
  });

  it('forgets entries once they expire', () => {
    let now = 1_000;
    const cache = new LRUCache<string, string>({ maxSize: 10, entryExpirationTimeInMS: 500, now: () => now });
    cache.set('id', 'sig');
    now += 499;
    expect(cache.has('id')).toBe(true);
    now += 1;
    expect(cache.has('id')).toBe(false);
    expect(cache.get('id')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('drops expired entries from the least recent end as it is filled, so it holds one lifetime of them', () => {
    let now = 0;
    const cache = new LRUCache<number, number>({ maxSize: 10_000, entryExpirationTimeInMS: 1_000, now: () => now });
    for (let index = 0; index < 5_000; index++) {
      now = index * 10;
      cache.set(index, index);
    }
    // One set every 10 ms with a 1 s lifetime: the last 100 are live, and only they are kept.
    expect(cache.size).toBe(100);
    expect(cache.get(4_900)).toBe(4_900);
    expect(cache.get(4_899)).toBeNull();
  });

  it('walks live entries, most recent first', () => {
    let now = 0;
    const cache = new LRUCache<string, number>({ maxSize: 10, entryExpirationTimeInMS: 100, now: () => now });
    cache.set('old', 1);
    now = 50;
    cache.set('b', 2).set('c', 3);
    now = 120;
    const seen: [string, number, number][] = [];
    cache.forEach((value, key, index) => seen.push([key, value, index]));
    expect(seen).toEqual([
      ['c', 3, 0],
      ['b', 2, 1],
    ]);
  });

  it('keeps a set at constant cost however full it is', () => {
    let checks = 0;
    const cache = new LRUCache<number, number>({
      maxSize: 10_000,
      entryExpirationTimeInMS: 60_000,
      now: () => {
        checks++;
        return 0;
      },
    });
    for (let index = 0; index < 50_000; index++) cache.set(index, index);
    expect(cache.size).toBe(10_000);
    expect(checks).toBe(50_000);
    expect(cache.get(39_999)).toBeNull();
    expect(cache.get(40_000)).toBe(40_000);
  });
});
