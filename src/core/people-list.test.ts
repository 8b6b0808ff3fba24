import { finalizeEvent, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { decodeListReference, listAddress, parsePeopleList } from './people-list';

const secret = new Uint8Array(32).fill(7);
const alice = 'a'.repeat(64);

function list(tags: string[][], kind = 30000) {
  return finalizeEvent({ kind, content: '', tags, created_at: 1 }, secret);
}

describe('parsePeopleList', () => {
  it('reads name, people and description', () => {
    const event = list([['d', 'friends'], ['title', 'Photographers'], ['p', alice], ['p', alice.toUpperCase()], ['p', 'junk'], ['description', 'Good eyes']]);
    const parsed = parsePeopleList(event);
    expect(parsed).toMatchObject({ id: event.id, name: 'Photographers', people: [alice], description: 'Good eyes' });
    expect(nip19.decode(parsed?.nevent ?? '').type).toBe('nevent');
  });

  it('falls back to the identifier for the name', () => {
    expect(parsePeopleList(list([['d', 'friends'], ['p', alice]]))?.name).toBe('friends');
  });

  it('drops unknown, empty, mute and allow lists', () => {
    expect(parsePeopleList(list([['p', alice]]))).toBeUndefined();
    expect(parsePeopleList(list([['d', 'x']]))).toBeUndefined();
    expect(parsePeopleList(list([['d', 'Muted people'], ['p', alice]]))).toBeUndefined();
    expect(parsePeopleList(list([['title', 'allowlist'], ['p', alice]]))).toBeUndefined();
    expect(parsePeopleList(list([['d', 'x'], ['p', alice]], 3))).toBeUndefined();
  });
});

describe('list references', () => {
  it('round-trips an naddr and reads an nevent', () => {
    const event = list([['d', 'friends'], ['p', alice]]);
    expect(decodeListReference(listAddress(event))).toEqual({ kind: 'address', pubkey: event.pubkey, identifier: 'friends', relays: [] });
    expect(decodeListReference(nip19.neventEncode({ id: event.id }))).toMatchObject({ kind: 'event', id: event.id });
  });

  it('rejects other references', () => {
    expect(decodeListReference(nip19.naddrEncode({ kind: 30023, pubkey: alice, identifier: 'x' }))).toBeUndefined();
    expect(decodeListReference(nip19.npubEncode(alice))).toBeUndefined();
    expect(decodeListReference('garbage')).toBeUndefined();
  });
});
