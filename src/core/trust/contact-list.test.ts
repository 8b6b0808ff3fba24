import { finalizeEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { newerReplaceable, nextReplaceableTime, parseFollows } from './contact-list';
import type { NostrEvent } from '../types';

const secret = new Uint8Array(32).fill(7);
const alice = 'a'.repeat(64);
const bob = 'b'.repeat(64);

function contacts(tags: string[][], createdAt = 1_700_000_000, kind = 3): NostrEvent {
  return finalizeEvent({ kind, created_at: createdAt, content: '', tags }, secret);
}

describe('parseFollows', () => {
  it('reads the valid p tags of a kind 3, lowercased and unique', () => {
    const event = contacts([
      ['p', alice, 'wss://r.com', 'alice'],
      ['p', 'x'],
      ['e', bob],
      ['p', bob.toUpperCase()],
      ['p', alice],
      ['t', 'art'],
    ]);
    expect(parseFollows(event)).toEqual([alice, bob]);
  });

  it('gives nothing for other kinds or an empty list', () => {
    expect(parseFollows(contacts([['p', alice]], 1, 1))).toEqual([]);
    expect(parseFollows(contacts([['p', alice]], 1, 10000))).toEqual([]);
    expect(parseFollows(contacts([]))).toEqual([]);
  });

  it('skips hostile tags', () => {
    const event = {
      ...contacts([]),
      tags: [null, ['p'], ['p', 42], ['p', ` ${alice}`], ['p', `${alice}0`], ['p', alice]],
    } as unknown as NostrEvent;
    expect(parseFollows(event)).toEqual([alice]);
  });
});

describe('newerReplaceable', () => {
  it('replaces only with a greater created_at (docs/session-and-actions.md, Own lists)', () => {
    const old = contacts([['p', alice]], 100);
    const newer = contacts([['p', bob]], 101);
    const same = contacts([['p', bob]], 100);
    expect(newerReplaceable(old, newer)).toBe(newer);
    expect(newerReplaceable(newer, old)).toBe(newer);
    expect(newerReplaceable(old, same)).toBe(old);
    expect(newerReplaceable(undefined, old)).toBe(old);
  });

  it('never lets a non-finite timestamp win', () => {
    const good = { created_at: 5 };
    expect(newerReplaceable(good, { created_at: Number.NaN })).toBe(good);
    expect(newerReplaceable(good, { created_at: Number.POSITIVE_INFINITY })).toBe(good);
    const broken = { created_at: Number.NaN };
    expect(newerReplaceable(broken, good)).toBe(good);
  });
});

describe('nextReplaceableTime', () => {
  it('is now, or one second after a list from the same second or the future', () => {
    expect(nextReplaceableTime(undefined, 1000)).toBe(1000);
    expect(nextReplaceableTime(900, 1000)).toBe(1000);
    expect(nextReplaceableTime(1000, 1000)).toBe(1001);
    expect(nextReplaceableTime(1005, 1000)).toBe(1006);
    expect(nextReplaceableTime(Number.NaN, 1000)).toBe(1000);
  });
});
