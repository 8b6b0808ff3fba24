import { describe, expect, it } from 'vitest';
import { isRepostOf, NO_RELAY_ERROR, repostTemplate } from './repost-template';
import type { NostrEvent } from '../types';

const NOTE: NostrEvent = {
  id: 'a'.repeat(64),
  pubkey: 'b'.repeat(64),
  kind: 1,
  created_at: 5,
  tags: [['t', 'art']],
  content: 'hello',
  sig: 'c'.repeat(128),
};

describe('repostTemplate', () => {
  it('reposts a kind 1 note as kind 6 carrying the signed note and its relay', () => {
    const repost = repostTemplate(NOTE, 'wss://relay.example/', 9);
    expect(repost.kind).toBe(6);
    expect(JSON.parse(repost.content)).toEqual(NOTE);
    expect(repost.tags).toEqual([
      ['e', NOTE.id, 'wss://relay.example'],
      ['p', NOTE.pubkey],
    ]);
    expect(repost.created_at).toBe(9);
  });

  it('reposts any other kind as kind 16 with a k tag', () => {
    const repost = repostTemplate({ ...NOTE, kind: 20 }, 'wss://relay.example', 9);
    expect(repost.kind).toBe(16);
    expect(repost.tags.at(-1)).toEqual(['k', '20']);
  });

  it('aborts without a relay for the original', () => {
    expect(() => repostTemplate(NOTE, undefined, 9)).toThrow(NO_RELAY_ERROR);
    expect(() => repostTemplate(NOTE, 'https://relay.example', 9)).toThrow(NO_RELAY_ERROR);
  });
});

describe('isRepostOf', () => {
  const repost: NostrEvent = {
    id: 'd'.repeat(64),
    pubkey: 'e'.repeat(64),
    kind: 6,
    created_at: 1,
    tags: [
      ['e', NOTE.id, 'wss://r.example'],
      ['p', NOTE.pubkey],
    ],
    content: '',
  };

  it("matches the user's repost of the post", () => {
    expect(isRepostOf(repost, NOTE.id, repost.pubkey)).toBe(true);
    expect(isRepostOf({ ...repost, kind: 16 }, NOTE.id, repost.pubkey)).toBe(true);
  });

  it('does not match another user, post or kind', () => {
    expect(isRepostOf(repost, NOTE.id, NOTE.pubkey)).toBe(false);
    expect(isRepostOf(repost, 'f'.repeat(64), repost.pubkey)).toBe(false);
    expect(isRepostOf({ ...repost, kind: 7 }, NOTE.id, repost.pubkey)).toBe(false);
  });
});
