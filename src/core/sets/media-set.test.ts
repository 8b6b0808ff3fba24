import { finalizeEvent, getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { listedSets, newestSets, parseMediaSet, setAddressOf, setCoordinate, setEntryIds, setKindFor, UNTITLED_SET } from './media-set';
import type { NostrEvent } from '../types';

const secret = new Uint8Array(32).fill(9);
const author = getPublicKey(secret);
const first = '1'.repeat(64);
const second = '2'.repeat(64);

function set(tags: string[][], kind = 30006, createdAt = 1_700_000_000): NostrEvent {
  return finalizeEvent({ kind, content: '', tags, created_at: createdAt }, secret);
}

describe('parseMediaSet', () => {
  it('reads title, description, image and the e entries in order', () => {
    const event = set([
      ['d', 'sunsets'],
      ['title', ' Sunsets '],
      ['description', 'Evening light'],
      ['image', 'https://example.com/cover.jpg'],
      ['e', second, 'wss://relay.example.com'],
      ['a', `30023:${author}:essay`],
      ['e', first.toUpperCase()],
      ['e', second],
      ['e', 'junk'],
    ]);
    expect(parseMediaSet(event)).toEqual({
      kind: 30006,
      pubkey: author,
      identifier: 'sunsets',
      naddr: setAddressOf(event),
      title: 'Sunsets',
      description: 'Evening light',
      image: 'https://example.com/cover.jpg',
      entries: [second, first],
      createdAt: 1_700_000_000,
    });
    expect(nip19.decode(setAddressOf(event))).toEqual({
      type: 'naddr',
      data: { kind: 30006, pubkey: author, identifier: 'sunsets', relays: [] },
    });
  });

  it('falls back to name, then the identifier, then "Untitled set"; drops an image that is not http(s)', () => {
    expect(
      parseMediaSet(
        set([
          ['d', 'x'],
          ['name', 'Named'],
          ['title', ' '],
        ]),
      )?.title,
    ).toBe('Named');
    expect(parseMediaSet(set([['d', 'ident']]))?.title).toBe('ident');
    const bare = parseMediaSet(set([['image', 'javascript:alert(1)']], 30005));
    expect(bare?.title).toBe(UNTITLED_SET);
    expect(bare && 'image' in bare).toBe(false);
    expect(bare?.entries).toEqual([]);
  });

  it('refuses other kinds and malformed authors', () => {
    expect(parseMediaSet(set([['d', 'x']], 30000))).toBeUndefined();
    expect(parseMediaSet({ ...set([['d', 'x']]), pubkey: 'nope' })).toBeUndefined();
  });
});

describe('set helpers', () => {
  it('sends videos to video sets and the rest to picture sets', () => {
    expect(setKindFor('video')).toBe(30005);
    expect(setKindFor('image')).toBe(30006);
  });

  it('reads entries from malformed tags without throwing', () => {
    expect(setEntryIds({ tags: [['e'], ['e', 42 as unknown as string], ['e', first]] })).toEqual([first]);
  });

  it('keeps the newest version of each set, newest first', () => {
    const old = set(
      [
        ['d', 'a'],
        ['e', first],
      ],
      30006,
      100,
    );
    const current = set(
      [
        ['d', 'a'],
        ['e', second],
      ],
      30006,
      200,
    );
    const other = set([['d', 'b']], 30006, 150);
    const video = set([['d', 'a']], 30005, 50);
    expect(newestSets([current, old, other, video, set([['d', 'z']], 30000, 300)])).toEqual([current, other, video]);
    expect(setCoordinate(30006, author.toUpperCase(), 'a')).toBe(`30006:${author}:a`);
  });

  it('lists the newest version of each set that names a post', () => {
    const filled = set(
      [
        ['d', 'a'],
        ['e', first],
      ],
      30006,
      200,
    );
    const emptied = set(
      [
        ['d', 'b'],
        ['e', first],
      ],
      30006,
      100,
    );
    const emptiedLater = set([['d', 'b']], 30006, 300);
    expect(listedSets([emptied, filled, emptiedLater]).map((listed) => listed.identifier)).toEqual(['a']);
  });
});
