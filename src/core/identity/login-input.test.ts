import { describe, expect, it } from 'vitest';
import { classifyLoginInput } from './login-input';
import { npubEncode } from '../events/nip19';

const KEY = '7e7e9c42a91bfef19fa929e5fda1b72e0ebc1a4c1141673e2794234d86addf4e';
// The nsec of the key of 32 0x01 bytes (NIP-19, as nostr-tools encodes it).
const NSEC = 'nsec1qyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqstywftw';

describe('classifyLoginInput', () => {
  it('reads an npub, with or without the nostr: prefix, as read-only', () => {
    const npub = npubEncode(KEY);
    expect(classifyLoginInput(npub)).toEqual({ kind: 'npub', pubkey: KEY });
    expect(classifyLoginInput(` nostr:${npub} `)).toEqual({ kind: 'npub', pubkey: KEY });
  });

  it('reads an nsec as a private key in hex', () => {
    expect(classifyLoginInput(NSEC)).toEqual({ kind: 'nsec', secretKey: '01'.repeat(32) });
    expect(classifyLoginInput(NSEC.toUpperCase())).toEqual({ kind: 'nsec', secretKey: '01'.repeat(32) });
  });

  it('takes an nsec or npub with a broken checksum for nothing', () => {
    expect(classifyLoginInput(`${NSEC.slice(0, -1)}q`)).toEqual({ kind: 'invalid' });
    expect(classifyLoginInput(`${npubEncode(KEY).slice(0, -1)}q`)).toEqual({ kind: 'invalid' });
    expect(classifyLoginInput('npub1notakey')).toEqual({ kind: 'invalid' });
  });

  it('keeps a bunker URL as typed and names a NIP-05 address', () => {
    const url = `bunker://${KEY}?relay=wss%3A%2F%2Frelay.example.com`;
    expect(classifyLoginInput(`  ${url} `)).toEqual({ kind: 'bunker', url });
    expect(classifyLoginInput('Pat@Signer.Example')).toEqual({ kind: 'nip05', address: 'pat@signer.example' });
    expect(classifyLoginInput('@signer.example')).toEqual({ kind: 'nip05', address: '_@signer.example' });
  });

  it('takes anything else for nothing', () => {
    for (const text of ['', 'hello', KEY, 'bunker://nothex', 'pat@localhost', 'javascript:alert(1)', 'x'.repeat(5000)]) {
      expect(classifyLoginInput(text), text).toEqual({ kind: 'invalid' });
    }
  });
});
