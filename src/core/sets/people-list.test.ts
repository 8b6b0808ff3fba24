import { finalizeEvent, getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { listTitle, parsePeopleList, readPeopleList } from './people-list';
import { parsePeopleKeys } from '../trust/contact-list';
import type { NostrEvent } from '../types';

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
      kind: 30000,
      pubkey: author,
      naddr: expect.any(String),
      nevent: expect.any(String),
      name: 'Photographers',
      people: [alice, bob],
      description: 'Good eyes',
    });
    const pointer = nip19.decode(parsed?.nevent ?? '');
    expect(pointer).toEqual({ type: 'nevent', data: { id: event.id, author, kind: 30000, relays: [] } });
    expect(nip19.decode(parsed?.naddr ?? '')).toEqual({
      type: 'naddr',
      data: { kind: 30000, pubkey: author, identifier: 'friends', relays: [] },
    });
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

  it('offers a starter pack named with mute or allow: its kind says it is people to follow', () => {
    const pack = list(
      [
        ['d', 'x'],
        ['title', 'Mute swan watchers'],
        ['p', alice],
      ],
      39089,
    );
    expect(parsePeopleList(pack)).toMatchObject({ kind: 39089, name: 'Mute swan watchers', people: [alice] });
    expect(
      parsePeopleList(
        list(
          [
            ['d', 'unknown'],
            ['p', alice],
          ],
          39089,
        ),
      ),
    ).toBeUndefined();
    expect(parsePeopleList(list([['d', 'empty pack']], 39089))).toBeUndefined();
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

describe('readPeopleList', () => {
  it('reads a starter pack: title, description, picture and people (NIP-51 kind 39089)', () => {
    const pack = list(
      [
        ['d', 'pack-1'],
        ['title', ' Street photographers '],
        ['description', 'Who to follow first'],
        ['image', 'https://pics.example/pack.jpg'],
        ['p', bob],
        ['p', alice, 'wss://relay.example.com'],
      ],
      39089,
    );
    expect(readPeopleList(pack)).toEqual({
      id: pack.id,
      kind: 39089,
      pubkey: author,
      naddr: expect.any(String),
      nevent: expect.any(String),
      name: 'Street photographers',
      description: 'Who to follow first',
      image: 'https://pics.example/pack.jpg',
      people: [bob, alice],
    });
    const read = readPeopleList(pack);
    expect(nip19.decode(read?.naddr ?? '')).toEqual({
      type: 'naddr',
      data: { kind: 39089, pubkey: author, identifier: 'pack-1', relays: [] },
    });
    expect(nip19.decode(read?.nevent ?? '')).toEqual({ type: 'nevent', data: { id: pack.id, author, kind: 39089, relays: [] } });
  });

  it('leaves out a picture that is not an http(s) URL, and a name it does not have', () => {
    const read = readPeopleList(
      list([
        ['image', 'javascript:alert(1)'],
        ['p', alice],
      ]),
    );
    expect(read).toMatchObject({ people: [alice] });
    expect(read && ('image' in read || 'name' in read)).toBe(false);
  });

  it('opens what the drop rule leaves out of the search: a list someone links to is shown', () => {
    const muted = list([
      ['d', 'Muted people'],
      ['p', alice],
    ]);
    expect(parsePeopleList(muted)).toBeUndefined();
    expect(readPeopleList(muted)).toMatchObject({ name: 'Muted people', people: [alice] });
    expect(readPeopleList(list([['d', 'nobody']]))).toMatchObject({ people: [] });
  });

  it('reads no other kind and no malformed event', () => {
    const event = list([['p', alice]]);
    expect(readPeopleList({ ...event, kind: 3 })).toBeUndefined();
    expect(readPeopleList({ ...event, kind: 30006 })).toBeUndefined();
    expect(readPeopleList({ ...event, id: 'zz' })).toBeUndefined();
    expect(readPeopleList({ ...event, pubkey: 'x' })).toBeUndefined();
    expect(readPeopleList({ ...event, tags: 'nope' } as unknown as NostrEvent)).toMatchObject({ people: [] });
  });
});

describe('listTitle', () => {
  it('is the name, else what kind of list it is', () => {
    expect(listTitle({ kind: 30000, name: 'Painters' })).toBe('Painters');
    expect(listTitle({ kind: 30000 })).toBe('People list');
    expect(listTitle({ kind: 39089 })).toBe('Starter pack');
  });
});
