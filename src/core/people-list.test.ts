import { finalizeEvent, getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { decodeListReference, listAddress, parsePeopleKeys, parsePeopleList } from './people-list';
import type { NostrEvent } from './types';

const secret = new Uint8Array(32).fill(7);
const author = getPublicKey(secret);
const alice = 'a'.repeat(64);
const bob = 'b'.repeat(64);

function list(tags: string[][], kind = 30000): NostrEvent {
  return finalizeEvent({ kind, content: '', tags, created_at: 1_700_000_000 }, secret);
}

describe('parsePeopleList', () => {
  it('reads name, people and description', () => {
    const event = list([
      ['d', 'friends'],
      ['title', 'Photographers'],
      ['p', alice],
      ['p', alice.toUpperCase()],
      ['p', 'junk'],
      ['p', bob, 'wss://relay.example.com', 'petname'],
      ['description', 'Good eyes'],
    ]);
    const parsed = parsePeopleList(event);
    expect(parsed).toEqual({
      id: event.id,
      nevent: expect.any(String),
      name: 'Photographers',
      people: [alice, bob],
      description: 'Good eyes',
    });
    const pointer = nip19.decode(parsed?.nevent ?? '');
    expect(pointer).toEqual({ type: 'nevent', data: { id: event.id, author, kind: 30000, relays: [] } });
  });

  it('falls back to the identifier for the name and leaves out an empty description', () => {
    const parsed = parsePeopleList(
      list([
        ['title', '   '],
        ['d', ' friends '],
        ['description', ''],
        ['p', alice],
      ]),
    );
    expect(parsed?.name).toBe('friends');
    expect(parsed && 'description' in parsed).toBe(false);
  });

  it('drops unknown, empty, mute and allow lists (docs/content-rules.md, People lists)', () => {
    expect(parsePeopleList(list([['p', alice]]))).toBeUndefined();
    expect(
      parsePeopleList(
        list([
          ['d', ''],
          ['p', alice],
        ]),
      ),
    ).toBeUndefined();
    expect(
      parsePeopleList(
        list([
          ['d', 'Unknown'],
          ['p', alice],
        ]),
      ),
    ).toBeUndefined();
    expect(parsePeopleList(list([['d', 'x']]))).toBeUndefined();
    expect(
      parsePeopleList(
        list([
          ['d', 'x'],
          ['p', 'not-hex'],
          ['e', alice],
        ]),
      ),
    ).toBeUndefined();
    expect(
      parsePeopleList(
        list([
          ['d', 'Muted people'],
          ['p', alice],
        ]),
      ),
    ).toBeUndefined();
    expect(
      parsePeopleList(
        list([
          ['title', 'allowlist'],
          ['p', alice],
        ]),
      ),
    ).toBeUndefined();
    expect(
      parsePeopleList(
        list([
          ['title', 'ALLOWED'],
          ['p', alice],
        ]),
      ),
    ).toBeUndefined();
    expect(
      parsePeopleList(
        list(
          [
            ['d', 'x'],
            ['p', alice],
          ],
          3,
        ),
      ),
    ).toBeUndefined();
  });

  it('keeps a list whose title is fine even when its identifier mentions mute', () => {
    expect(
      parsePeopleList(
        list([
          ['d', 'mute-2'],
          ['title', 'Painters'],
          ['p', alice],
        ]),
      )?.name,
    ).toBe('Painters');
  });

  it('survives hostile events', () => {
    const event = list([
      ['d', 'x'],
      ['p', alice],
    ]);
    expect(parsePeopleList({ ...event, id: 'zz' })).toBeUndefined();
    expect(parsePeopleList({ ...event, pubkey: 'not a key' })).toBeUndefined();
    const junkTags = { ...event, tags: [null, ['d'], ['d', 7], ['d', 'x'], 'p', ['p', alice]] } as unknown as NostrEvent;
    expect(parsePeopleList(junkTags)).toMatchObject({ name: 'x', people: [alice] });
    expect(parsePeopleKeys({ tags: 'nope' } as unknown as NostrEvent)).toEqual([]);
  });
});

describe('list references', () => {
  it('round-trips an naddr made by listAddress', () => {
    const event = list([
      ['d', 'friends'],
      ['p', alice],
    ]);
    const naddr = listAddress(event);
    expect(nip19.decode(naddr)).toEqual({ type: 'naddr', data: { kind: 30000, pubkey: author, identifier: 'friends', relays: [] } });
    expect(decodeListReference(naddr)).toEqual({ kind: 'address', pubkey: author, identifier: 'friends', relays: [] });
  });

  it('uses the first d tag for the address and survives junk tags', () => {
    const event = list([
      ['d', 'first'],
      ['d', 'second'],
      ['p', alice],
    ]);
    expect(decodeListReference(listAddress(event))).toMatchObject({ identifier: 'first' });
    const junk = { ...event, tags: [null, ['d', 5], ['p', alice]] } as unknown as NostrEvent;
    expect(decodeListReference(listAddress(junk))).toMatchObject({ identifier: '' });
  });

  it('keeps the identifier exactly, including an empty one', () => {
    expect(
      decodeListReference(
        listAddress(
          list([
            ['d', ' My List '],
            ['p', alice],
          ]),
        ),
      ),
    ).toMatchObject({ identifier: ' My List ' });
    expect(decodeListReference(listAddress(list([['p', alice]])))).toMatchObject({ identifier: '' });
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

  it('drops relay hints that are not relays', () => {
    const naddr = nip19.naddrEncode({
      kind: 30000,
      pubkey: alice,
      identifier: 'x',
      relays: ['javascript:alert(1)', 'wss://ok.com', 'wss://ok.com/'],
    });
    expect(decodeListReference(naddr)).toEqual({ kind: 'address', pubkey: alice, identifier: 'x', relays: ['wss://ok.com'] });
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
