import { finalizeEvent, generateSecretKey } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { authorizationHeader, checkAuthToken, httpAuthTemplate } from './nip98';

const URL_ = 'https://files.example/upload';
const NOW = 1_700_000_000;
const secret = generateSecretKey();
const sign = (template: ReturnType<typeof httpAuthTemplate>) => authorizationHeader(finalizeEvent(template, secret));

describe('httpAuthTemplate', () => {
  it('names the url and method, and hashes a body for POST, PUT and PATCH only', () => {
    expect(httpAuthTemplate({ url: URL_, method: 'get', now: NOW })).toEqual({ kind: 27235, content: '', created_at: NOW, tags: [['u', URL_], ['method', 'GET']] });
    const post = httpAuthTemplate({ url: URL_, method: 'POST', payload: 'abc', now: NOW });
    expect(post.tags[2]).toEqual(['payload', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad']);
    expect(httpAuthTemplate({ url: URL_, method: 'DELETE', payload: 'abc', now: NOW }).tags).toHaveLength(2);
  });
});

describe('checkAuthToken', () => {
  it('accepts a fresh token for the same request', () => {
    const header = sign(httpAuthTemplate({ url: URL_, method: 'PUT', payload: new Uint8Array([1, 2, 3]), now: NOW }));
    expect(checkAuthToken(header, { url: URL_, method: 'put', now: NOW + 59, payload: new Uint8Array([1, 2, 3]) }).ok).toBe(true);
  });

  it('rejects a token older than 60 s, or from the far future', () => {
    const header = sign(httpAuthTemplate({ url: URL_, method: 'GET', now: NOW }));
    expect(checkAuthToken(header, { url: URL_, method: 'GET', now: NOW + 61 })).toEqual({ ok: false, reason: 'the token is not fresh' });
    expect(checkAuthToken(header, { url: URL_, method: 'GET', now: NOW - 61 }).ok).toBe(false);
  });

  it('rejects another url, method, payload or kind', () => {
    const header = sign(httpAuthTemplate({ url: URL_, method: 'POST', payload: 'a', now: NOW }));
    expect(checkAuthToken(header, { url: `${URL_}/x`, method: 'POST', now: NOW }).ok).toBe(false);
    expect(checkAuthToken(header, { url: URL_, method: 'GET', now: NOW }).ok).toBe(false);
    expect(checkAuthToken(header, { url: URL_, method: 'POST', now: NOW, payload: 'b' }).ok).toBe(false);
    const note = sign({ ...httpAuthTemplate({ url: URL_, method: 'GET', now: NOW }), kind: 1 });
    expect(checkAuthToken(note, { url: URL_, method: 'GET', now: NOW }).ok).toBe(false);
  });

  it('rejects what is not a token', () => {
    for (const header of ['', 'Bearer x', 'Nostr !!!', `Nostr ${btoa('{"kind":27235}')}`, `Nostr ${btoa('not json')}`]) {
      expect(checkAuthToken(header, { url: URL_, method: 'GET', now: NOW }).ok, header).toBe(false);
    }
  });
});
