import { describe, expect, it } from 'vitest';
import { displayName, toProfile } from './profile';

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
});

describe('displayName', () => {
  it('falls back to a short npub', () => {
    expect(displayName(undefined, 'npub1abcdefghijklmnop')).toBe('npub1abcdefg…');
    expect(displayName({ pubkey: 'x', name: 'ann' }, 'npub1')).toBe('ann');
  });
});
