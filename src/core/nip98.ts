/**
 * NIP-98 HTTP auth (SPEC.md sections 3, 7, 9): a signed kind 27235 event naming the URL,
 * the method and, for a body, its SHA-256, sent as `Authorization: Nostr <base64 JSON>`.
 * A token is fresh for 60 seconds.
 */
import { base64 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { isValidEventShape } from './event-shape';
import type { UnsignedEvent } from './reaction';
import type { NostrEvent } from './types';

export const HTTP_AUTH_KIND = 27235;
/** SPEC.md section 9: auth token freshness 60 seconds. */
export const AUTH_TOKEN_MAX_AGE = 60;

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

function payloadHash(payload: string | Uint8Array): string {
  return bytesToHex(sha256(typeof payload === 'string' ? new TextEncoder().encode(payload) : payload));
}

export function httpAuthTemplate(request: { url: string; method: string; payload?: string | Uint8Array; now: number }): UnsignedEvent {
  const method = request.method.toUpperCase();
  const tags = [['u', request.url], ['method', method]];
  if (WITH_BODY.has(method) && request.payload !== undefined) tags.push(['payload', payloadHash(request.payload)]);
  return { kind: HTTP_AUTH_KIND, content: '', created_at: request.now, tags };
}

export function authorizationHeader(signed: NostrEvent): string {
  return `Nostr ${base64.encode(new TextEncoder().encode(JSON.stringify(signed)))}`;
}

export type AuthCheck = { ok: true; event: NostrEvent } | { ok: false; reason: string };

function tagValue(event: NostrEvent, name: string): string | undefined {
  return event.tags.find((tag) => tag[0] === name)?.[1];
}

function decodeToken(header: string): unknown {
  const match = /^Nostr ([A-Za-z0-9+/]+={0,2})$/.exec(header.trim());
  if (!match?.[1]) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(base64.decode(match[1])));
  } catch {
    return undefined;
  }
}

/**
 * Checks a token against the request it came with. The signature is not checked here
 * (core has no verifier): a caller verifies it before trusting the token.
 */
export function checkAuthToken(header: string, expected: { url: string; method: string; now: number; payload?: string | Uint8Array }): AuthCheck {
  const event = decodeToken(header);
  if (!isValidEventShape(event)) return { ok: false, reason: 'not a Nostr auth token' };
  if (event.kind !== HTTP_AUTH_KIND) return { ok: false, reason: `kind ${event.kind} is not ${HTTP_AUTH_KIND}` };
  if (tagValue(event, 'u') !== expected.url) return { ok: false, reason: 'the token is for another URL' };
  if (tagValue(event, 'method')?.toUpperCase() !== expected.method.toUpperCase()) return { ok: false, reason: 'the token is for another method' };
  const age = expected.now - event.created_at;
  if (age > AUTH_TOKEN_MAX_AGE || age < -AUTH_TOKEN_MAX_AGE) return { ok: false, reason: 'the token is not fresh' };
  if (expected.payload !== undefined && tagValue(event, 'payload') !== payloadHash(expected.payload)) return { ok: false, reason: 'the payload does not match' };
  return { ok: true, event };
}
