/**
 * NIP-98 HTTP auth (docs/data-and-requests.md and docs/constants.md): a signed kind 27235 event naming the URL,
 * the method and, for a body, its SHA-256, sent as `Authorization: Nostr <base64 JSON>`.
 * A token is fresh for under 60 seconds (docs/data-and-requests.md and docs/constants.md).
 */
import { base64 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { isValidEventShape } from '../events/event-shape';
import { HTTP_AUTH_KIND } from '../events/kinds';
import type { NostrEvent, UnsignedEvent } from '../types';

/** docs/constants.md: auth token freshness 60 seconds. */
export const AUTH_TOKEN_MAX_AGE = 60;

/** docs/data-and-requests.md, HTTP documents: only these methods carry a body whose hash goes in the token. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** A real token is a few hundred bytes; a huge header is not decoded at all. */
const MAX_HEADER_LENGTH = 16_384;
/** RFC 7235: the auth scheme name is case-insensitive; the token is standard base64. */
const HEADER = /^nostr\s+([A-Za-z0-9+/]+={0,2})$/i;

export interface HttpAuthRequest {
  url: string;
  method: string;
  payload?: string | Uint8Array;
  now: number;
}

export interface ExpectedAuth {
  url: string;
  method: string;
  now: number;
  payload?: string | Uint8Array;
}

export type AuthCheck = { ok: true; event: NostrEvent } | { ok: false; reason: string };

/** NIP-98: the payload tag is the lowercase hex SHA-256 of the request body (strings as UTF-8). */
function payloadHash(payload: string | Uint8Array): string {
  return bytesToHex(sha256(typeof payload === 'string' ? new TextEncoder().encode(payload) : payload));
}

/** The unsigned kind 27235 event for one request; the caller signs it. */
export function httpAuthTemplate(request: HttpAuthRequest): UnsignedEvent {
  const method = request.method.toUpperCase();
  const tags = [
    ['u', request.url],
    ['method', method],
  ];
  if (WITH_BODY.has(method) && request.payload !== undefined) tags.push(['payload', payloadHash(request.payload)]);
  return { kind: HTTP_AUTH_KIND, content: '', created_at: request.now, tags };
}

/** NIP-98: `Nostr ` and the signed event's JSON in base64. */
export function authorizationHeader(signed: NostrEvent): string {
  return `Nostr ${base64.encode(new TextEncoder().encode(JSON.stringify(signed)))}`;
}

/** The first value of a tag by name (NIP-98 names one u, one method, one payload). */
function tagValue(event: NostrEvent, name: string): string | undefined {
  return event.tags.find((tag) => tag[0] === name)?.[1];
}

type Decoded = { ok: true; value: unknown } | { ok: false; reason: string };

function decodeHeader(header: unknown): Decoded {
  if (typeof header !== 'string' || header.length > MAX_HEADER_LENGTH) return { ok: false, reason: 'not a Nostr authorization header' };
  const token = HEADER.exec(header.trim())?.[1];
  if (!token) return { ok: false, reason: 'not a Nostr authorization header' };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64.decode(token))) };
  } catch {
    return { ok: false, reason: 'the token is not base64 JSON' };
  }
}

/** docs/data-and-requests.md and docs/constants.md: under 60 seconds old, and not from further ahead than that. */
function isFresh(createdAt: number, now: number): boolean {
  return Math.abs(now - createdAt) < AUTH_TOKEN_MAX_AGE;
}

/**
 * Checks a token against the request it came with (NIP-98): scheme, event shape, kind,
 * exact URL, method, freshness and, when a body is expected, its hash.
 *
 * The signature is NOT verified here (core has no signature verifier): a caller verifies
 * it (event-signature.ts or a library) before trusting `event.pubkey`.
 */
export function checkAuthToken(header: string, expected: ExpectedAuth): AuthCheck {
  const decoded = decodeHeader(header);
  if (!decoded.ok) return decoded;
  const event = decoded.value;
  if (!isValidEventShape(event)) return { ok: false, reason: 'the token is not an event' };
  if (event.kind !== HTTP_AUTH_KIND) return { ok: false, reason: `kind ${event.kind} is not ${HTTP_AUTH_KIND}` };
  if (tagValue(event, 'u') !== expected.url) return { ok: false, reason: 'the token is for another URL' };
  if (tagValue(event, 'method')?.toUpperCase() !== expected.method.toUpperCase())
    return { ok: false, reason: 'the token is for another method' };
  if (!isFresh(event.created_at, expected.now)) return { ok: false, reason: 'the token is not fresh' };
  if (expected.payload !== undefined && tagValue(event, 'payload')?.toLowerCase() !== payloadHash(expected.payload)) {
    return { ok: false, reason: 'the payload does not match' };
  }
  return { ok: true, event };
}
