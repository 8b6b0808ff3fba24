import { describe, expect, it } from 'vitest';
import { newerReplaceable, parseFollows } from './contact-list';

const base = { id: 'e'.repeat(64), pubkey: 'f'.repeat(64), content: '', created_at: 5 };

describe('parseFollows', () => {
  it('reads valid p tags of a kind 3 only', () => {
    expect(parseFollows({ ...base, kind: 3, tags: [['p', 'a'.repeat(64)], ['p', 'x'], ['e', 'b'.repeat(64)]] })).toEqual(['a'.repeat(64)]);
    expect(parseFollows({ ...base, kind: 1, tags: [['p', 'a'.repeat(64)]] })).toEqual([]);
  });
});

describe('newerReplaceable', () => {
  it('replaces only with a greater created_at', () => {
    const old = { created_at: 5 };
    expect(newerReplaceable(old, { created_at: 6 }).created_at).toBe(6);
    expect(newerReplaceable(old, { created_at: 5 })).toBe(old);
    expect(newerReplaceable(undefined, old)).toBe(old);
  });
});
