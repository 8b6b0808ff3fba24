import { describe, expect, it } from 'vitest';
import { parseStoredRelayList, parseStoredRelayUrls, parseStoredSession, serializeSession, type StoredSession } from './stored-session';

const PUBKEY = 'a'.repeat(64);
const SEALED = { iv: 'AAECAwQFBgcICQoL', data: 'c2VhbGVkIGtleSBieXRlcw==' };

describe('parseStoredSession', () => {
  it('reads back every method as it was written', () => {
    const sessions: StoredSession[] = [
      { method: 'nip07', pubkey: PUBKEY },
      { method: 'npub', pubkey: PUBKEY },
      { method: 'nsec', pubkey: PUBKEY, privkey: SEALED },
      { method: 'nip46', pubkey: PUBKEY, bunker: { privkey: SEALED, relays: ['wss://relay.example.com'], pubkey: 'b'.repeat(64) } },
    ];
    for (const session of sessions) expect(parseStoredSession(serializeSession(session))).toEqual(session);
  });

  it('refuses a private key stored in plain text', () => {
    expect(parseStoredSession(JSON.stringify({ method: 'nsec', pubkey: PUBKEY, privkey: 'c'.repeat(64) }))).toBeUndefined();
    expect(parseStoredSession(JSON.stringify({ method: 'npub', pubkey: PUBKEY, privkey: 'c'.repeat(64) }))).toBeUndefined();
  });

  it('normalizes and caps the remote signer relays, and needs at least one', () => {
    const relays = [
      'wss://Relay.Example.com/',
      'wss://relay.example.com',
      'https://not-a-relay',
      ...Array.from({ length: 20 }, (_, i) => `wss://r${i}.example`),
    ];
    const parsed = parseStoredSession(
      JSON.stringify({ method: 'nip46', pubkey: PUBKEY, bunker: { privkey: SEALED, relays, pubkey: PUBKEY } }),
    );
    expect(parsed?.method === 'nip46' && parsed.bunker.relays).toEqual([
      'wss://relay.example.com',
      ...Array.from({ length: 9 }, (_, i) => `wss://r${i}.example`),
    ]);
    expect(
      parseStoredSession(
        JSON.stringify({ method: 'nip46', pubkey: PUBKEY, bunker: { privkey: SEALED, relays: ['http://x'], pubkey: PUBKEY } }),
      ),
    ).toBeUndefined();
  });

  it('gives nothing for junk', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      '{}',
      '{"method":"nip07"}',
      JSON.stringify({ method: 'root', pubkey: PUBKEY }),
      JSON.stringify({ method: 'nip07', pubkey: 'A'.repeat(64) }),
      JSON.stringify({ method: 'nsec', pubkey: PUBKEY, privkey: { iv: '<script>', data: 'x' } }),
    ]) {
      expect(parseStoredSession(raw), String(raw)).toBeUndefined();
    }
  });
});

describe('parseStoredRelayList', () => {
  const event = {
    id: 'd'.repeat(64),
    pubkey: PUBKEY,
    kind: 10002,
    created_at: 1,
    tags: [['r', 'wss://relay.example.com']],
    content: '',
    sig: 'e'.repeat(128),
  };

  it('reads the stored list of the same user only', () => {
    expect(parseStoredRelayList(JSON.stringify(event), PUBKEY)).toEqual(event);
    expect(parseStoredRelayList(JSON.stringify(event), 'b'.repeat(64))).toBeUndefined();
  });

  it('gives nothing for another kind or a broken event', () => {
    expect(parseStoredRelayList(JSON.stringify({ ...event, kind: 3 }), PUBKEY)).toBeUndefined();
    expect(parseStoredRelayList(JSON.stringify({ ...event, tags: 'r' }), PUBKEY)).toBeUndefined();
    expect(parseStoredRelayList('{', PUBKEY)).toBeUndefined();
  });
});

describe('parseStoredRelayUrls', () => {
  it('reads relay URLs, normalized, and nothing else', () => {
    expect(parseStoredRelayUrls(JSON.stringify(['wss://Spam.example/', 'https://x.example', 5, 'wss://spam.example']))).toEqual([
      'wss://spam.example',
    ]);
    expect(parseStoredRelayUrls('{"a":1}')).toEqual([]);
    expect(parseStoredRelayUrls(null)).toEqual([]);
  });
});
