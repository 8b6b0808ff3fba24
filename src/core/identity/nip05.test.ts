import { describe, expect, it } from 'vitest';
import { nip05Label, nip05Url, parseBunkerInput, parseNip05Identifier, resolveNip05, sanitizeNip05Response } from './nip05';

const key = 'a'.repeat(64);
const other = 'b'.repeat(64);

describe('parseNip05Identifier', () => {
  it('reads an optional local part and a domain', () => {
    expect(parseNip05Identifier('Bob@Example.com')).toEqual({ name: 'bob', domain: 'example.com' });
    expect(parseNip05Identifier('  @example.com ')).toEqual({ name: '_', domain: 'example.com' });
    expect(parseNip05Identifier('_@sub.example.co.uk')).toEqual({ name: '_', domain: 'sub.example.co.uk' });
    expect(parseNip05Identifier('first.last-1_x@my-host.io')).toEqual({ name: 'first.last-1_x', domain: 'my-host.io' });
    expect(parseNip05Identifier('bob@xn--mnchen-3ya.de')).toEqual({ name: 'bob', domain: 'xn--mnchen-3ya.de' });
    expect(parseNip05Identifier('bob@example.xn--p1ai')).toEqual({ name: 'bob', domain: 'example.xn--p1ai' });
  });

  it('builds the lookup URL', () => {
    expect(nip05Url({ name: 'bob', domain: 'example.com' })).toBe('https://example.com/.well-known/nostr.json?name=bob');
    expect(nip05Url({ name: '_', domain: 'example.com' })).toBe('https://example.com/.well-known/nostr.json?name=_');
  });

  it('returns nothing for anything else', () => {
    for (const input of [
      '',
      '@',
      'example.com',
      'bob@',
      'bob@localhost',
      'bob@127.0.0.1',
      'bob@example.com:8080',
      'bob@example.com.',
      'bob@-bad.com',
      'bob@bad-.com',
      'bob@ex_ample.com',
      'a b@x.com',
      'bob@exa mple.com',
      'bob@x.com/evil',
      'bob@x.com?name=y',
      'a@b@x.com',
      'bøb@x.com',
      'bob@münchen.de',
      `${'a'.repeat(65)}@x.com`,
      `bob@${'a'.repeat(64)}.com`,
      `bob@${'a.'.repeat(130)}com`,
      'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6',
    ]) {
      expect(parseNip05Identifier(input), input).toBeUndefined();
    }
  });
});

describe('sanitizeNip05Response', () => {
  it('keeps only hex string names and ws relay arrays', () => {
    const document = sanitizeNip05Response({
      names: { Bob: key.toUpperCase(), eve: 42, mal: 'not-a-key', arr: [key] },
      relays: { [key]: ['wss://r.com/', 'javascript:x', 7, 'wss://r.com'], bad: 'wss://x' },
      nip46: { [key]: ['wss://bunker.com'] },
      extra: 'ignored',
    });
    expect(document).toEqual({ names: { bob: key }, relays: { [key]: ['wss://r.com'] }, nip46: { [key]: ['wss://bunker.com'] } });
  });

  it('gives an empty document for non-objects and leaves absent maps out', () => {
    for (const input of ['x', null, undefined, 42, [], [{ names: { bob: key } }], true]) {
      expect(sanitizeNip05Response(input)).toEqual({ names: {} });
    }
    const document = sanitizeNip05Response({ names: { bob: key } });
    expect(Object.keys(document)).toEqual(['names']);
    expect(sanitizeNip05Response({ names: [key] })).toEqual({ names: {} });
    expect(sanitizeNip05Response({ names: { bob: key }, relays: ['wss://r.com'] })).toEqual({ names: { bob: key } });
  });

  it('caps the relays one key may name', () => {
    const many = Array.from({ length: 100 }, (_, index) => `wss://r${index}.com`);
    expect(sanitizeNip05Response({ names: {}, relays: { [key]: many } }).relays?.[key]).toHaveLength(20);
  });

  it('cannot be used for prototype pollution', () => {
    const hostile: unknown = JSON.parse(`{"names":{"__proto__":"${key}","bob":"${key}"},"relays":{"__proto__":["wss://evil.com"]}}`);
    const document = sanitizeNip05Response(hostile);
    expect(Object.getPrototypeOf(document.relays)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).length).toBeUndefined();
    expect(document.names.bob).toBe(key);
  });
});

describe('resolveNip05', () => {
  it('resolves an identifier with its relays', () => {
    const json = { names: { _: key, bob: other }, relays: { [other]: ['wss://r.com'] }, nip46: { [other]: ['wss://signer.com'] } };
    expect(resolveNip05(json, { name: '_', domain: 'x.com' })).toEqual({ pubkey: key, relays: [], nip46Relays: [] });
    expect(resolveNip05(json, { name: 'bob', domain: 'x.com' })).toEqual({
      pubkey: other,
      relays: ['wss://r.com'],
      nip46Relays: ['wss://signer.com'],
    });
  });

  it('accepts relay maps keyed by name', () => {
    expect(resolveNip05({ names: { bob: key }, nip46: { bob: ['wss://s.com'] } }, { name: 'bob', domain: 'x.com' })).toEqual({
      pubkey: key,
      relays: [],
      nip46Relays: ['wss://s.com'],
    });
  });

  it('finds nothing for unknown names, including names of Object members', () => {
    expect(resolveNip05({ names: {} }, { name: '_', domain: 'x.com' })).toBeUndefined();
    expect(resolveNip05({ names: { bob: 'nothex' } }, { name: 'bob', domain: 'x.com' })).toBeUndefined();
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(resolveNip05({ names: { bob: key } }, { name, domain: 'x.com' }), name).toBeUndefined();
    }
    expect(resolveNip05('<html>', { name: 'bob', domain: 'x.com' })).toBeUndefined();
  });
});

describe('nip05Label', () => {
  it('shows the root identifier as its domain', () => {
    expect(nip05Label({ name: '_', domain: 'example.com' })).toBe('example.com');
    expect(nip05Label({ name: 'bob', domain: 'example.com' })).toBe('bob@example.com');
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
    expect(
      parseBunkerInput(` BUNKER://${key.toUpperCase()}?relay=wss%3A%2F%2Fa.com%2F&relay=wss://a.com&relay=ws://127.0.0.1:4869 `),
    ).toEqual({
      kind: 'bunker',
      pubkey: key,
      relays: ['wss://a.com', 'ws://127.0.0.1:4869'],
    });
  });

  it('keeps a bunker URL without relays or secret, leaving the fallback relay to the caller', () => {
    const parsed = parseBunkerInput(`bunker://${key}?secret=`);
    expect(parsed).toEqual({ kind: 'bunker', pubkey: key, relays: [] });
    expect(parsed && 'secret' in parsed).toBe(false);
  });

  it('rejects bunker URLs without a hex key', () => {
    for (const input of [
      'bunker://nothex?relay=wss://r.com',
      'bunker://',
      `bunker://${key}0`,
      'bunker://%zz',
      `bunker://${'g'.repeat(64)}`,
    ]) {
      expect(parseBunkerInput(input), input).toBeUndefined();
    }
  });

  it('treats the rest as a NIP-05 address', () => {
    expect(parseBunkerInput('bob@example.com')).toEqual({ kind: 'nip05', name: 'bob', domain: 'example.com' });
    expect(parseBunkerInput('@example.com')).toEqual({ kind: 'nip05', name: '_', domain: 'example.com' });
    for (const input of ['hello', '', 'https://example.com', 'nostrconnect://abc', `x${'@a.com'.repeat(500)}`]) {
      expect(parseBunkerInput(input), input).toBeUndefined();
    }
  });
});
