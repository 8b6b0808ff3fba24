import { finalizeEvent, getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { decodeListReference, readPeopleList } from './people-list';
import type { NostrEvent } from '../types';

const secret = new Uint8Array(32).fill(7);
const author = getPublicKey(secret);
const alice = 'a'.repeat(64);

function list(tags: string[][], kind = 30000): NostrEvent {
  return finalizeEvent({ kind, content: '', tags, created_at: 1_700_000_000 }, secret);
}

/** The naddr a list's route is opened by. */
function naddrOf(event: NostrEvent): string {
  return readPeopleList(event)?.naddr ?? '';
}

describe('list references', () => {
  it('round-trips the naddr a list is read with', () => {
    const event = list([
      ['d', 'friends'],
      ['p', alice],
    ]);
    const naddr = naddrOf(event);
    expect(nip19.decode(naddr)).toEqual({ type: 'naddr', data: { kind: 30000, pubkey: author, identifier: 'friends', relays: [] } });
    expect(decodeListReference(naddr)).toEqual({ kind: 'address', listKind: 30000, pubkey: author, identifier: 'friends', relays: [] });
  });

  it('uses the first d tag for the address and survives junk tags', () => {
    const event = list([
      ['d', 'first'],
      ['d', 'second'],
      ['p', alice],
    ]);
    expect(decodeListReference(naddrOf(event))).toMatchObject({ identifier: 'first' });
    const junk = { ...event, tags: [null, ['d', 5], ['p', alice]] } as unknown as NostrEvent;
    expect(decodeListReference(naddrOf(junk))).toMatchObject({ identifier: '' });
  });

  it('keeps the identifier exactly, including an empty one', () => {
    expect(
      decodeListReference(
        naddrOf(
          list([
            ['d', ' My List '],
            ['p', alice],
          ]),
        ),
      ),
    ).toMatchObject({ identifier: ' My List ' });
    expect(decodeListReference(naddrOf(list([['p', alice]])))).toMatchObject({ identifier: '' });
  });

  it('reads an nevent, with or without author and kind', () => {
    const event = list([
      ['d', 'friends'],
      ['p', alice],
    ]);
    expect(decodeListReference(nip19.neventEncode({ id: event.id }))).toEqual({
      kind: 'event',
      id: event.id,
      relays: [],
      author: undefined,
    });
    const full = nip19.neventEncode({ id: event.id, author, kind: 30000, relays: ['wss://r.com/'] });
    expect(decodeListReference(` ${full} `)).toEqual({ kind: 'event', id: event.id, relays: ['wss://r.com'], author });
  });

  it('reads a starter pack by naddr or nevent (kind 39089)', () => {
    const pack = list(
      [
        ['d', 'painters'],
        ['p', alice],
      ],
      39089,
    );
    const naddr = naddrOf(pack);
    expect(nip19.decode(naddr)).toMatchObject({ type: 'naddr', data: { kind: 39089, identifier: 'painters' } });
    expect(decodeListReference(naddr)).toEqual({ kind: 'address', listKind: 39089, pubkey: author, identifier: 'painters', relays: [] });
    const nevent = nip19.neventEncode({ id: pack.id, author, kind: 39089 });
    expect(decodeListReference(nevent)).toEqual({ kind: 'event', id: pack.id, relays: [], author });
  });

  it('drops relay hints that are not relays', () => {
    const naddr = nip19.naddrEncode({
      kind: 30000,
      pubkey: alice,
      identifier: 'x',
      relays: ['javascript:alert(1)', 'wss://ok.com', 'wss://ok.com/'],
    });
    expect(decodeListReference(naddr)).toEqual({
      kind: 'address',
      listKind: 30000,
      pubkey: alice,
      identifier: 'x',
      relays: ['wss://ok.com'],
    });
  });

  it('rejects other references', () => {
    expect(decodeListReference(nip19.naddrEncode({ kind: 30023, pubkey: alice, identifier: 'x' }))).toBeUndefined();
    expect(decodeListReference(nip19.neventEncode({ id: alice, kind: 1 }))).toBeUndefined();
    expect(decodeListReference(nip19.npubEncode(alice))).toBeUndefined();
    expect(decodeListReference(nip19.noteEncode(alice))).toBeUndefined();
    expect(decodeListReference(nip19.nsecEncode(secret))).toBeUndefined();
    for (const junk of ['', 'garbage', 'naddr1', 'nevent1qqqq', `naddr1${'q'.repeat(6000)}`]) {
      expect(decodeListReference(junk), junk).toBeUndefined();
    }
  });
});
