import { getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { decodeSetAddress, isMediaSetKind } from './set-address';

const author = getPublicKey(new Uint8Array(32).fill(9));
const first = '1'.repeat(64);

describe('decodeSetAddress', () => {
  it('takes an naddr of a picture or video set, with its well-formed relay hints', () => {
    const naddr = nip19.naddrEncode({
      kind: 30006,
      pubkey: author,
      identifier: 'sunsets',
      relays: ['wss://relay.example.com/', 'javascript:x'],
    });
    expect(decodeSetAddress(naddr)).toEqual({ kind: 30006, pubkey: author, identifier: 'sunsets', relays: ['wss://relay.example.com'] });
    expect(decodeSetAddress(nip19.naddrEncode({ kind: 30005, pubkey: author, identifier: '' }))?.kind).toBe(30005);
  });

  it('refuses other kinds, other entities and text', () => {
    expect(decodeSetAddress(nip19.naddrEncode({ kind: 30000, pubkey: author, identifier: 'x' }))).toBeUndefined();
    expect(decodeSetAddress(nip19.neventEncode({ id: first }))).toBeUndefined();
    expect(decodeSetAddress(nip19.npubEncode(author))).toBeUndefined();
    expect(decodeSetAddress('naddr1nonsense')).toBeUndefined();
    expect(decodeSetAddress('')).toBeUndefined();
  });
});

describe('isMediaSetKind', () => {
  it('is true of picture and video sets only', () => {
    expect([30005, 30006, 30000, 10003, 20].map(isMediaSetKind)).toEqual([true, true, false, false, false]);
  });
});
