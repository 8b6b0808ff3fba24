import { describe, expect, it } from 'vitest';
import { displayName, profileFromEvent, toProfile } from './profile';

describe('toProfile', () => {
  it('keeps strings and http pictures only', () => {
    const profile = toProfile('a'.repeat(64), {
      display_name: ' Ann ',
      name: 42,
      picture: 'javascript:alert(1)',
      lud16: 'ann@example.com',
    });
    expect(profile).toMatchObject({ displayName: 'Ann', name: undefined, image: undefined, lud16: 'ann@example.com' });
    expect(toProfile('b', { image: 'https://example.com/a.png' }).image).toBe('https://example.com/a.png');
  });

  it('keeps the about text as it is written, trimmed and capped', () => {
    expect(toProfile('c', { about: '  <b>x</b>\nsecond line ' }).about).toBe('<b>x</b>\nsecond line');
    expect(toProfile('c', { about: 'y'.repeat(5000) }).about).toHaveLength(2000);
    expect(toProfile('c', { about: { html: '<b>' } }).about).toBeUndefined();
  });
});

describe('displayName', () => {
  it('falls back to a short npub', () => {
    expect(displayName(undefined, 'npub1abcdefghijklmnop')).toBe('npub1abcdefg…');
    expect(displayName({ pubkey: 'x', name: 'ann' }, 'npub1')).toBe('ann');
  });
});

describe('profileFromEvent', () => {
  const ALICE = 'a'.repeat(64);
  const event = (overrides: Partial<{ kind: number; pubkey: string; content: string }>) => ({
    kind: 0,
    pubkey: ALICE,
    content: '{"name":"Alice","picture":"https://i.example/a.jpg"}',
    ...overrides,
  });

  it("reads the author's own kind 0", () => {
    expect(profileFromEvent(ALICE, event({}))).toMatchObject({ pubkey: ALICE, name: 'Alice', image: 'https://i.example/a.jpg' });
  });

  it("gives nothing for another author's profile, another kind or content that is not an object", () => {
    expect(profileFromEvent(ALICE, event({ pubkey: 'b'.repeat(64) }))).toBeUndefined();
    expect(profileFromEvent(ALICE, event({ kind: 1 }))).toBeUndefined();
    for (const content of ['not json', '[]', 'null', '"Alice"'])
      expect(profileFromEvent(ALICE, event({ content })), content).toBeUndefined();
  });
});
