import { finalizeEvent, getPublicKey } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { EMPTY_UNION, entryDiff, isNewerVersion, openingRank, setVersionOf, unionOf } from './set-union';
import type { NostrEvent } from '../types';

const secret = new Uint8Array(32).fill(7);
const author = getPublicKey(secret);
const address = { kind: 30006, pubkey: author, identifier: 'wall' };
const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((digit) => digit.repeat(64)) as [string, string, string, string];

function version(tags: string[][], kind = 30006): NostrEvent {
  return finalizeEvent({ kind, content: '', tags, created_at: 1_700_000_000 }, secret);
}

describe('setVersionOf', () => {
  it('takes a version of the set asked for, with its entries', () => {
    expect(
      setVersionOf(
        address,
        version([
          ['d', 'wall'],
          ['e', a],
        ]),
      )?.entries,
    ).toEqual([a]);
  });

  it('drops another set, another kind, another author and what is not an event', () => {
    expect(setVersionOf(address, version([['d', 'other']]))).toBeUndefined();
    expect(setVersionOf(address, version([['d', 'wall']], 30005))).toBeUndefined();
    expect(setVersionOf({ ...address, pubkey: 'f'.repeat(64) }, version([['d', 'wall']]))).toBeUndefined();
    expect(setVersionOf(address, { kind: 30006, tags: [['d', 'wall']] })).toBeUndefined();
    expect(setVersionOf(address, null)).toBeUndefined();
    expect(
      setVersionOf(address, {
        ...version([['d', 'wall']]),
        tags: [
          ['d', 'wall'],
          ['e', 5],
        ],
      }),
    ).toBeUndefined();
  });
});

describe('isNewerVersion', () => {
  it('keeps the newest created_at, and of one second the lower id (NIP-01)', () => {
    expect(isNewerVersion({ createdAt: 10, id: 'b' }, undefined)).toBe(true);
    expect(isNewerVersion({ createdAt: 11, id: 'b' }, { createdAt: 10, id: 'a' })).toBe(true);
    expect(isNewerVersion({ createdAt: 9, id: 'a' }, { createdAt: 10, id: 'b' })).toBe(false);
    expect(isNewerVersion({ createdAt: 10, id: 'a' }, { createdAt: 10, id: 'b' })).toBe(true);
    expect(isNewerVersion({ createdAt: 10, id: 'b' }, { createdAt: 10, id: 'b' })).toBe(false);
  });
});

describe('unionOf', () => {
  it('holds each entry once, in the order the sets name them', () => {
    const union = unionOf(EMPTY_UNION, [
      [a, b],
      [b, c],
    ]);
    expect(union.entries).toEqual([a, b, c]);
    expect([...union.ranks]).toEqual([
      [a, 0],
      [b, 1],
      [c, 2],
    ]);
  });

  it('ranks an entry added later after every other, wherever its set names it', () => {
    const first = unionOf(EMPTY_UNION, [[b, c]]);
    const later = unionOf(first, [[a, b, c]]);
    expect(later.entries).toEqual([b, c, a]);
    expect(later.ranks.get(a)).toBeGreaterThan(later.ranks.get(c) ?? Infinity);
  });

  it('keeps ranks when an entry leaves, and ranks one that comes back as new', () => {
    const first = unionOf(EMPTY_UNION, [[a, b, c]]);
    const without = unionOf(first, [[a, c]]);
    expect(without.entries).toEqual([a, c]);
    expect(without.ranks.get(c)).toBe(2);
    const back = unionOf(without, [[a, b, c]]);
    expect(back.entries).toEqual([a, c, b]);
    expect(back.ranks.get(b)).toBe(3);
  });

  it('interleaves the sets’ first versions from their ends, below every entry added later', () => {
    const union = unionOf(
      EMPTY_UNION,
      [
        [a, b, c],
        [d, b],
      ],
      [true, true],
    );
    // From the newest: each set's last (c, then b), then each one before it (b is known; d), then a.
    expect(union.entries).toEqual([a, d, b, c]);
    expect(union.ranks.get(c)).toBe(openingRank(0, 0, 2));
    expect(union.named).toBe(true);
    const e = 'e'.repeat(64);
    const later = unionOf(union, [
      [a, b, c, e],
      [d, b],
    ]);
    expect(later.entries.at(-1)).toBe(e);
    expect(later.ranks.get(e)).toBe(0);
  });

  it('ranks a first version that comes after another among it, not above it', () => {
    const first = unionOf(EMPTY_UNION, [[a, b], []], [true, false]);
    const both = unionOf(
      first,
      [
        [a, b],
        [c, d],
      ],
      [false, true],
    );
    expect(both.entries).toEqual([c, a, d, b]);
  });

  it('stays named once an entry was named, though every entry leaves', () => {
    const first = unionOf(EMPTY_UNION, [[a]], [true]);
    expect(unionOf(first, [[]])).toMatchObject({ entries: [], named: true });
    expect(unionOf(EMPTY_UNION, [[]])).toBe(EMPTY_UNION);
  });

  it('keeps an entry while another set still holds it', () => {
    const first = unionOf(EMPTY_UNION, [[a], [a, d]]);
    expect(unionOf(first, [[], [a, d]]).entries).toEqual([a, d]);
    expect(unionOf(first, [[a], [a, d]])).toBe(first);
  });
});

describe('entryDiff', () => {
  it('names what came and what left', () => {
    expect(entryDiff([a, b, c], [c, d, a])).toEqual({ added: [d], removed: [b] });
    expect(entryDiff([], [])).toEqual({ added: [], removed: [] });
  });
});
