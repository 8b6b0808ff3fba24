import { describe, expect, it } from 'vitest';
import { createSeenOn } from './seen-on';

describe('seen on', () => {
  it('keeps the first relay a post was read from, without its trailing slash', () => {
    const seen = createSeenOn();
    seen.record('a', 'wss://one.example/');
    seen.record('a', 'wss://two.example');
    seen.record('b', undefined);
    expect(seen.of('a')).toBe('wss://one.example');
    expect(seen.of('b')).toBeUndefined();
  });

  it('forgets the oldest posts past its bound', () => {
    const seen = createSeenOn(2);
    seen.record('a', 'wss://one.example');
    seen.record('b', 'wss://one.example');
    seen.record('c', 'wss://one.example');
    expect(seen.of('a')).toBeUndefined();
    expect(seen.of('c')).toBe('wss://one.example');
  });
});
