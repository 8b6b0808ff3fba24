/**
 * The session as stored locally (docs/session-and-actions.md, Stored session): method, pubkey, the
 * private key for nsec only, the remote signer's local key and relays for nip46 only.
 * Private keys are stored sealed (AES-GCM, by the app's key store), never in plain text;
 * the nip46 entry also keeps the remote signer's own key, which reconnecting needs.
 */
import { isValidEventShape } from '../events/event-shape';
import { isHex32 } from '../events/hex32';
import { RELAY_LIST_KIND } from '../events/kinds';
import { normalizeRelayUrl } from '../relays/relay-list';
import type { NostrEvent } from '../types';

/** docs/cache-and-offline.md, Local storage keys. */
export const SESSION_KEY = 'ngine.session';
export const RELAY_LIST_KEY = 'ngine.10002';

/** Remote-signer relays kept per session; a stored list is never a reason to dial dozens. */
const MAX_BUNKER_RELAYS = 10;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export type LoginMethod = 'nip07' | 'nsec' | 'nip46' | 'npub';

/** AES-GCM output: the nonce and the ciphertext, both base64. */
export interface SealedSecret {
  iv: string;
  data: string;
}

export type StoredSession =
  | { method: 'nip07'; pubkey: string }
  | { method: 'npub'; pubkey: string }
  | { method: 'nsec'; pubkey: string; privkey: SealedSecret }
  | { method: 'nip46'; pubkey: string; bunker: { privkey: SealedSecret; relays: string[]; pubkey: string } };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A sealed secret as stored, or undefined for anything else (a secret in plain text is no sealed secret). */
export function parseSealedSecret(value: unknown): SealedSecret | undefined {
  if (!isRecord(value) || typeof value.iv !== 'string' || typeof value.data !== 'string') return undefined;
  return BASE64.test(value.iv) && BASE64.test(value.data) ? { iv: value.iv, data: value.data } : undefined;
}

function relays(value: unknown, limit = MAX_BUNKER_RELAYS): string[] {
  if (!Array.isArray(value)) return [];
  const urls = new Set<string>();
  for (const entry of value) {
    const url = typeof entry === 'string' ? normalizeRelayUrl(entry) : undefined;
    if (url) urls.add(url);
  }
  return [...urls].slice(0, limit);
}

function bunker(value: unknown): { privkey: SealedSecret; relays: string[]; pubkey: string } | undefined {
  if (!isRecord(value) || typeof value.pubkey !== 'string' || !isHex32(value.pubkey)) return undefined;
  const privkey = parseSealedSecret(value.privkey);
  const urls = relays(value.relays);
  return privkey && urls.length > 0 ? { privkey, relays: urls, pubkey: value.pubkey } : undefined;
}

function fromJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Undefined for anything but a complete, well-formed session; a key in plain text is refused. */
export function parseStoredSession(raw: string | null): StoredSession | undefined {
  const value = raw === null ? undefined : fromJson(raw);
  if (!isRecord(value) || typeof value.pubkey !== 'string' || !isHex32(value.pubkey)) return undefined;
  const { pubkey } = value;
  switch (value.method) {
    case 'nip07':
    case 'npub':
      return value.privkey === undefined ? { method: value.method, pubkey } : undefined;
    case 'nsec': {
      const privkey = parseSealedSecret(value.privkey);
      return privkey ? { method: 'nsec', pubkey, privkey } : undefined;
    }
    case 'nip46': {
      const remote = bunker(value.bunker);
      return remote ? { method: 'nip46', pubkey, bunker: remote } : undefined;
    }
    default:
      return undefined;
  }
}

export function serializeSession(session: StoredSession): string {
  return JSON.stringify(session);
}

/** The stored relay list (kind 10002) of `pubkey`, or undefined for anything else. */
export function parseStoredRelayList(raw: string | null, pubkey: string): NostrEvent | undefined {
  const value = raw === null ? undefined : fromJson(raw);
  return isValidEventShape(value) && value.kind === RELAY_LIST_KIND && value.pubkey === pubkey ? value : undefined;
}

/** A stored list of relay URLs (the blocked relays): normalized, junk left out. */
export function parseStoredRelayUrls(raw: string | null): string[] {
  return relays(raw === null ? undefined : fromJson(raw), Number.POSITIVE_INFINITY);
}
