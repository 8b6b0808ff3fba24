import { finalizeEvent, generateSecretKey } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { HTTP_AUTH_KIND } from '../events/kinds';
import { AUTH_TOKEN_MAX_AGE, authorizationHeader, checkAuthToken, httpAuthTemplate } from './nip98';
import type { NostrEvent } from '../types';

const URL_ = 'https://files.example/upload?x=1';
const NOW = 1_700_000_000;
const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const secret = generateSecretKey();
/** Plain JSON, as a server receives it (nostr-tools tags its events with a symbol). */
const signed = (template: ReturnType<typeof httpAuthTemplate>): NostrEvent =>
  JSON.parse(JSON.stringify(finalizeEvent(template, secret))) as NostrEvent;
const sign = (template: ReturnType<typeof httpAuthTemplate>): string => authorizationHeader(signed(template));
/** A header carrying any JSON value, as a hostile client could send. */
const rawHeader = (value: unknown): string => `Nostr ${btoa(JSON.stringify(value))}`;

describe('constants', () => {
  it('are the NIP-98 kind and the docs/constants.md freshness', () => {
    expect(HTTP_AUTH_KIND).toBe(27235);
    expect(AUTH_TOKEN_MAX_AGE).toBe(60);
  });
});

describe('httpAuthTemplate', () => {
  it('names the url and the method in upper case, with empty content', () => {
    expect(httpAuthTemplate({ url: URL_, method: 'get', now: NOW })).toEqual({
      kind: 27235,
      content: '',
      created_at: NOW,
      tags: [
        ['u', URL_],
        ['method', 'GET'],
      ],
    });
  });

  it('hashes a string body as UTF-8 and a byte body as is, for POST, PUT and PATCH', () => {
    expect(httpAuthTemplate({ url: URL_, method: 'POST', payload: 'abc', now: NOW }).tags[2]).toEqual(['payload', ABC_SHA256]);
    expect(httpAuthTemplate({ url: URL_, method: 'put', payload: new TextEncoder().encode('abc'), now: NOW }).tags[2]).toEqual([
      'payload',
      ABC_SHA256,
    ]);
    expect(httpAuthTemplate({ url: URL_, method: 'PATCH', payload: '', now: NOW }).tags[2]).toEqual(['payload', EMPTY_SHA256]);
  });

  it('has no payload tag for other methods or without a body', () => {
    expect(httpAuthTemplate({ url: URL_, method: 'DELETE', payload: 'abc', now: NOW }).tags).toHaveLength(2);
    expect(httpAuthTemplate({ url: URL_, method: 'GET', payload: 'abc', now: NOW }).tags).toHaveLength(2);
    expect(httpAuthTemplate({ url: URL_, method: 'POST', now: NOW }).tags).toHaveLength(2);
  });
});

describe('authorizationHeader', () => {
  it('is the Nostr scheme and the event JSON in base64', () => {
    const event = signed(httpAuthTemplate({ url: URL_, method: 'GET', now: NOW }));
    const header = authorizationHeader(event);
    expect(header.startsWith('Nostr ')).toBe(true);
    expect(JSON.parse(atob(header.slice('Nostr '.length)))).toEqual(event);
  });
});

describe('checkAuthToken', () => {
  it('accepts a fresh token for the same request and returns its event', () => {
    const event = signed(httpAuthTemplate({ url: URL_, method: 'PUT', payload: new Uint8Array([1, 2, 3]), now: NOW }));
    const result = checkAuthToken(authorizationHeader(event), {
      url: URL_,
      method: 'put',
      now: NOW + 59,
      payload: new Uint8Array([1, 2, 3]),
    });
    expect(result).toEqual({ ok: true, event });
  });

  it('takes the scheme name in any case (RFC 7235)', () => {
    const header = sign(httpAuthTemplate({ url: URL_, method: 'GET', now: NOW }));
    expect(checkAuthToken(header.replace('Nostr', 'nostr'), { url: URL_, method: 'GET', now: NOW }).ok).toBe(true);
  });

  it('rejects a token 60 s old or more, or 60 s or more in the future', () => {
    const header = sign(httpAuthTemplate({ url: URL_, method: 'GET', now: NOW }));
    const at = (now: number) => checkAuthToken(header, { url: URL_, method: 'GET', now });
    expect(at(NOW + 60)).toEqual({ ok: false, reason: 'the token is not fresh' });
    expect(at(NOW + 3600).ok).toBe(false);
    expect(at(NOW - 59).ok).toBe(true);
    expect(at(NOW - 60).ok).toBe(false);
    expect(at(NOW - 86_400).ok).toBe(false);
  });

  it('rejects another url (exactly, query included) or another method', () => {
    const header = sign(httpAuthTemplate({ url: URL_, method: 'POST', payload: 'a', now: NOW }));
    expect(checkAuthToken(header, { url: 'https://files.example/upload', method: 'POST', now: NOW })).toEqual({
      ok: false,
      reason: 'the token is for another URL',
    });
    expect(checkAuthToken(header, { url: `${URL_}/`, method: 'POST', now: NOW }).ok).toBe(false);
    expect(checkAuthToken(header, { url: URL_, method: 'GET', now: NOW })).toEqual({
      ok: false,
      reason: 'the token is for another method',
    });
  });

  it('checks the body hash only when a body is expected', () => {
    const header = sign(httpAuthTemplate({ url: URL_, method: 'POST', payload: 'a', now: NOW }));
    expect(checkAuthToken(header, { url: URL_, method: 'POST', now: NOW, payload: 'b' })).toEqual({
      ok: false,
      reason: 'the payload does not match',
    });
    expect(checkAuthToken(header, { url: URL_, method: 'POST', now: NOW, payload: 'a' }).ok).toBe(true);
    expect(checkAuthToken(header, { url: URL_, method: 'POST', now: NOW }).ok).toBe(true);
    const bare = sign(httpAuthTemplate({ url: URL_, method: 'POST', now: NOW }));
    expect(checkAuthToken(bare, { url: URL_, method: 'POST', now: NOW, payload: 'a' }).ok).toBe(false);
  });

  it('rejects an event of another kind, or without u or method tags', () => {
    const template = httpAuthTemplate({ url: URL_, method: 'GET', now: NOW });
    expect(checkAuthToken(sign({ ...template, kind: 1 }), { url: URL_, method: 'GET', now: NOW })).toEqual({
      ok: false,
      reason: 'kind 1 is not 27235',
    });
    expect(checkAuthToken(sign({ ...template, tags: [['method', 'GET']] }), { url: URL_, method: 'GET', now: NOW }).ok).toBe(false);
    expect(checkAuthToken(sign({ ...template, tags: [['u', URL_]] }), { url: URL_, method: 'GET', now: NOW }).ok).toBe(false);
  });

  it('rejects what is not a Nostr header, not base64 JSON, or not an event, without throwing', () => {
    const expected = { url: URL_, method: 'GET', now: NOW };
    for (const header of ['', 'Nostr', 'Nostr ', 'Bearer abc', 'Nostr !!!', `Nostr ${'A'.repeat(20_000)}`]) {
      expect(checkAuthToken(header, expected), header.slice(0, 20)).toEqual({ ok: false, reason: 'not a Nostr authorization header' });
    }
    expect(checkAuthToken(`Nostr ${btoa('not json')}`, expected)).toEqual({ ok: false, reason: 'the token is not base64 JSON' });
    expect(checkAuthToken('Nostr QQ', expected).ok).toBe(false);
    expect(checkAuthToken(null as unknown as string, expected).ok).toBe(false);
  });

  it('rejects a JSON value that is not event-shaped (docs/content-rules.md, Event shape and signature)', () => {
    const good = signed(httpAuthTemplate({ url: URL_, method: 'GET', now: NOW }));
    const expected = { url: URL_, method: 'GET', now: NOW };
    const bad: unknown[] = [
      null,
      [good],
      { kind: 27235 },
      { ...good, kind: '27235' },
      { ...good, created_at: String(NOW) },
      { ...good, content: 0 },
      { ...good, pubkey: 'npub1xyz' },
      { ...good, tags: 'u' },
      { ...good, tags: [['u', URL_], [1]] },
    ];
    for (const value of bad)
      expect(checkAuthToken(rawHeader(value), expected), JSON.stringify(value)).toEqual({ ok: false, reason: 'the token is not an event' });
  });

  it("does not verify the signature: that is the caller's job", () => {
    const event = signed(httpAuthTemplate({ url: URL_, method: 'GET', now: NOW }));
    const forged = { ...event, sig: '0'.repeat(128) };
    expect(checkAuthToken(rawHeader(forged), { url: URL_, method: 'GET', now: NOW })).toEqual({ ok: true, event: forged });
  });
});
