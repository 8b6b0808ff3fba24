/**
 * Checks of the signed events that upload servers take in an `Authorization: Nostr
 * <base64 event>` header, written from the specs for the test servers: Blossom's kind
 * 24242 (BUD-01, BUD-02) and NIP-98's kind 27235. Independent of the app's own code
 * (src/core/posting/nip98.ts, src/core/posting/blossom-auth.ts), so a test proves the app speaks the
 * protocol, not that it agrees with itself.
 */
import { createHash } from 'node:crypto';
import { verifyEvent, type NostrEvent } from 'nostr-tools/pure';

export type AuthResult = { ok: true; event: NostrEvent } | { ok: false; reason: string };

function tagValues(event: NostrEvent, name: string): string[] {
  return event.tags.filter((tag) => tag[0] === name).map((tag) => tag[1] ?? '');
}

/** The header's event, signature checked. */
export function decodeAuthHeader(header: string | undefined): AuthResult {
  const token = /^Nostr\s+(\S+)$/i.exec(header?.trim() ?? '')?.[1];
  if (!token) return { ok: false, reason: 'Missing Nostr authorization' };
  let event: NostrEvent;
  try {
    event = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as NostrEvent;
  } catch {
    return { ok: false, reason: 'The authorization is not base64 JSON' };
  }
  if (!verifyEvent(event)) return { ok: false, reason: 'Invalid authorization signature' };
  return { ok: true, event };
}

/** BUD-01 and BUD-02: kind 24242, created in the past, not expired, `t` the verb, an `x` tag for the blob. */
export function checkBlossomAuth(header: string | undefined, verb: string, hash: string, now = Math.floor(Date.now() / 1000)): AuthResult {
  const decoded = decodeAuthHeader(header);
  if (!decoded.ok) return decoded;
  const { event } = decoded;
  if (event.kind !== 24242) return { ok: false, reason: `Authorization kind ${event.kind} is not 24242` };
  // A minute's leeway for clocks that differ.
  if (event.created_at > now + 60) return { ok: false, reason: 'Authorization created in the future' };
  const expiration = Number(tagValues(event, 'expiration')[0]);
  if (!Number.isFinite(expiration) || expiration <= now) return { ok: false, reason: 'Authorization expired' };
  if (!tagValues(event, 't').includes(verb)) return { ok: false, reason: `Authorization is not for ${verb}` };
  if (!tagValues(event, 'x').includes(hash)) return { ok: false, reason: 'Authorization is for another blob' };
  return decoded;
}

/** NIP-98: kind 27235, the exact URL and method, under 60 s old either way, and the body's hash when a payload tag is given. */
export function checkHttpAuth(
  header: string | undefined,
  url: string,
  method: string,
  body: Buffer,
  now = Math.floor(Date.now() / 1000),
): AuthResult {
  const decoded = decodeAuthHeader(header);
  if (!decoded.ok) return decoded;
  const { event } = decoded;
  if (event.kind !== 27235) return { ok: false, reason: `Authorization kind ${event.kind} is not 27235` };
  if (tagValues(event, 'u')[0] !== url) return { ok: false, reason: 'Authorization is for another URL' };
  if (tagValues(event, 'method')[0]?.toUpperCase() !== method) return { ok: false, reason: 'Authorization is for another method' };
  if (Math.abs(now - event.created_at) >= 60) return { ok: false, reason: 'Authorization is not fresh' };
  const payload = tagValues(event, 'payload')[0];
  if (payload !== undefined && payload !== createHash('sha256').update(body).digest('hex'))
    return { ok: false, reason: 'Payload hash does not match' };
  return decoded;
}
