import { describe, expect, it } from 'vitest';
import { hashtagsOf, isValidEventShape } from './event-shape';

const valid = { id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 1, created_at: 1, tags: [['t', 'x']], content: '' };

describe('isValidEventShape', () => {
  it('accepts a well-formed event', () => {
    expect(isValidEventShape(valid)).toBe(true);
  });

  it('rejects every malformed field', () => {
    expect(isValidEventShape(null)).toBe(false);
    expect(isValidEventShape('event')).toBe(false);
    expect(isValidEventShape({ ...valid, kind: '1' })).toBe(false);
    expect(isValidEventShape({ ...valid, content: 5 })).toBe(false);
    expect(isValidEventShape({ ...valid, created_at: 'now' })).toBe(false);
    expect(isValidEventShape({ ...valid, pubkey: 'B'.repeat(64) })).toBe(false);
    expect(isValidEventShape({ ...valid, tags: [['t', 5]] })).toBe(false);
    expect(isValidEventShape({ ...valid, tags: 'x' })).toBe(false);
  });
});

describe('hashtagsOf', () => {
  it('lowercases and dedupes t tags', () => {
    expect(hashtagsOf({ tags: [['t', 'Art'], ['t', 'art'], ['p', 'x'], ['t', ' '], ['t']] })).toEqual(['art']);
  });
});
