import { describe, expect, it } from 'vitest';
import { nip05Url, parseBunkerInput, parseNip05Identifier, resolveNip05, sanitizeNip05Response } from './nip05';

const key = 'a'.repeat(64);

describe('parseNip05Identifier', () => {
  it('reads an optional local part and a domain', () => {
    expect(parseNip05Identifier('Bob@Example.com')).toEqual({ name: 'bob', domain: 'example.com' });
    expect(parseNip05Identifier('@example.com')).toEqual({ name: '_', domain: 'example.com' });
    expect(nip05Url({ name: 'bob', domain: 'example.com' })).toBe('https://example.com/.well-known/nostr.json?name=bob');
  });

  it('returns nothing for anything else', () => {
    for (const input of ['example.com', 'bob@', 'bob@localhost', 'a b@x.com', 'bob@exa mple.com', 'bob@x.com/evil']) {
      expect(parseNip05Identifier(input), input).toBeUndefined();
    }
  });
});

describe('sanitizeNip05Response', () => {
  it('keeps only string names and arrays of string relays', () => {
    const document = sanitizeNip05Response({
      names: { Bob: key, eve: 42, mal: 'not-a-key' },
      relays: { [key]: ['wss://r.com', 'javascript:x'], bad: 'wss://x', worse: [1] },
      nip46: { [key]: ['wss://bunker.com'] },
    });
    expect(document).toEqual({ names: { bob: key }, relays: { [key]: ['wss://r.com'] }, nip46: { [key]: ['wss://bunker.com'] } });
    expect(sanitizeNip05Response('x')).toEqual({ names: {} });
    expect(sanitizeNip05Response(null)).toEqual({ names: {} });
  });

  it('resolves an identifier', () => {
    expect(resolveNip05({ names: { _: key } }, { name: '_', domain: 'x.com' })).toEqual({ pubkey: key, relays: [], nip46Relays: [] });
    expect(resolveNip05({ names: {} }, { name: '_', domain: 'x.com' })).toBeUndefined();
  });
});

describe('parseBunkerInput', () => {
  it('reads bunker URLs directly', () => {
    expect(parseBunkerInput(`bunker://${key}?relay=wss://r.com&relay=http://no&secret=s3`)).toEqual({
      kind: 'bunker',
      pubkey: key,
      relays: ['wss://r.com'],
      secret: 's3',
    });
    expect(parseBunkerInput('bunker://nothex?relay=wss://r.com')).toBeUndefined();
  });

  it('treats the rest as a NIP-05 address', () => {
    expect(parseBunkerInput('bob@example.com')).toEqual({ kind: 'nip05', name: 'bob', domain: 'example.com' });
    expect(parseBunkerInput('hello')).toBeUndefined();
  });
});
