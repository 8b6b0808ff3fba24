import { nip19 as reference } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { decode, naddrEncode, neventEncode, npubEncode } from './nip19';

const key = '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d';
const id = 'b'.repeat(64);

/** nostr-tools is the independent reference these encodings are checked against. */
describe('nip19', () => {
  it('encodes and decodes npubs like the reference', () => {
    expect(npubEncode(key)).toBe(reference.npubEncode(key));
    expect(decode(reference.npubEncode(key))).toEqual({ type: 'npub', data: key });
    expect(decode(reference.noteEncode(id))).toEqual({ type: 'note', data: id });
  });

  it('decodes nprofiles like the reference', () => {
    const profile = { pubkey: key, relays: ['wss://r.com', 'wss://s.com'] };
    expect(decode(reference.nprofileEncode(profile))).toEqual({ type: 'nprofile', data: profile });
    expect(decode(reference.nprofileEncode({ pubkey: key }))).toEqual({ type: 'nprofile', data: { pubkey: key, relays: [] } });
  });

  it('round-trips nevent and naddr with the reference', () => {
    const event = { id, relays: ['wss://r.com'], author: key, kind: 1 };
    // TLV order is free, so the encodings are compared by what each side decodes.
    expect(reference.decode(neventEncode(event)).data).toEqual(event);
    expect(decode(reference.neventEncode(event))).toEqual({ type: 'nevent', data: event });
    expect(decode(reference.neventEncode({ id }))).toEqual({
      type: 'nevent',
      data: { id, relays: [], author: undefined, kind: undefined },
    });
    const address = { kind: 30000, pubkey: key, identifier: 'friends', relays: ['wss://a.com', 'wss://b.com'] };
    expect(reference.decode(naddrEncode(address)).data).toEqual(address);
    expect(decode(reference.naddrEncode(address))).toEqual({ type: 'naddr', data: address });
  });

  it('throws on garbage', () => {
    for (const value of ['npub1garbage', '', 'nsec1abc', reference.nsecEncode(new Uint8Array(32).fill(1)), `npub1${'q'.repeat(6000)}`]) {
      expect(() => decode(value), value).toThrow();
    }
    expect(() => npubEncode('xyz')).toThrow();
  });

  it('refuses a TLV value that does not fit its one-byte length', () => {
    const address = { kind: 30000, pubkey: key, identifier: 'x'.repeat(255), relays: [] };
    expect(decode(naddrEncode(address))).toEqual({ type: 'naddr', data: address });
    expect(() => naddrEncode({ ...address, identifier: 'x'.repeat(256) })).toThrow(/255 bytes/);
    expect(() => neventEncode({ id, relays: [`wss://${'r'.repeat(300)}.com`] })).toThrow(/255 bytes/);
  });
});
