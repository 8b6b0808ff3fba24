/**
 * NIP-05 identifiers and documents, and remote-signer addresses (docs/content-rules.md, NIP-05 identifiers;
 * docs/data-and-requests.md, HTTP documents; NIP-46 for bunker URLs).
 */
import { toHex32 } from '../events/hex32';
import { normalizeRelayUrl } from '../relays/relay-list';

/** NIP-05 local part: a-z0-9-_. (read case-insensitively, stored lowercase). */
const LOCAL_PART = /^[a-z0-9._-]{1,64}$/i;
/**
 * A public DNS name: LDH labels joined by dots, at least two labels, a letter TLD or a
 * punycode (xn--) one. No ports, IP addresses, `localhost` or trailing dot: the lookup
 * always goes to https://{domain}, and those would only reach private hosts.
 */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;
/** Relays per key are capped so one document cannot make us dial hundreds of hosts. */
const MAX_RELAYS_PER_KEY = 20;
/** Nothing legitimate a user types or pastes into the login box is this long. */
const MAX_INPUT_LENGTH = 2048;

export interface Nip05Identifier {
  name: string;
  domain: string;
}

/** docs/content-rules.md, NIP-05 identifiers; maps are own-property-only plain objects. */
export interface Nip05Document {
  names: Record<string, string>;
  relays?: Record<string, string[]>;
  nip46?: Record<string, string[]>;
}

export interface Nip05Resolution {
  pubkey: string;
  relays: string[];
  nip46Relays: string[];
}

export type BunkerInput =
  { kind: 'bunker'; pubkey: string; relays: string[]; secret?: string } | { kind: 'nip05'; name: string; domain: string };

/**
 * docs/content-rules.md, NIP-05 identifiers: an optional local part (default `_`), then @, then a domain; no
 * match returns nothing. So `bob@example.com` and `@example.com` match, a bare
 * `example.com` does not.
 */
export function parseNip05Identifier(input: string): Nip05Identifier | undefined {
  const value = input.trim();
  if (value.length > MAX_INPUT_LENGTH) return undefined;
  const at = value.lastIndexOf('@');
  if (at < 0) return undefined;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local !== '' && !LOCAL_PART.test(local)) return undefined;
  if (!DOMAIN.test(domain)) return undefined;
  return { name: local === '' ? '_' : local.toLowerCase(), domain: domain.toLowerCase() };
}

/** NIP-05: the document lives at https://{domain}/.well-known/nostr.json?name={local part}. */
export function nip05Url({ name, domain }: Nip05Identifier): string {
  return `https://${domain}/.well-known/nostr.json?name=${encodeURIComponent(name)}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys lowercased; values: ws/wss relay URLs, normalized, unique, capped. */
function relayMap(value: unknown): Record<string, string[]> | undefined {
  if (!isPlainObject(value)) return undefined;
  const entries: [string, string[]][] = [];
  for (const [key, relays] of Object.entries(value)) {
    if (!Array.isArray(relays)) continue;
    const clean = new Set<string>();
    for (const relay of relays) {
      const url = typeof relay === 'string' ? normalizeRelayUrl(relay) : undefined;
      if (url) clean.add(url);
    }
    entries.push([key.toLowerCase(), [...clean].slice(0, MAX_RELAYS_PER_KEY)]);
  }
  // fromEntries defines own properties, so a "__proto__" key cannot reach the prototype.
  return Object.fromEntries(entries);
}

/**
 * docs/content-rules.md, NIP-05 identifiers: a NIP-05 response keeps only string names (and only those that are
 * 64-hex keys, lowercased) and arrays of string relays (only ws/wss URLs). Anything that
 * is not a JSON object gives an empty document.
 */
export function sanitizeNip05Response(json: unknown): Nip05Document {
  if (!isPlainObject(json)) return { names: {} };
  const names: [string, string][] = [];
  if (isPlainObject(json.names)) {
    for (const [name, key] of Object.entries(json.names)) {
      const hex = toHex32(key);
      if (hex) names.push([name.toLowerCase(), hex]);
    }
  }
  const document: Nip05Document = { names: Object.fromEntries(names) };
  const relays = relayMap(json.relays);
  const nip46 = relayMap(json.nip46);
  if (relays) document.relays = relays;
  if (nip46) document.nip46 = nip46;
  return document;
}

/** Own properties only: "constructor" or "toString" must not resolve to Object's members. */
function lookup<T>(map: Record<string, T> | undefined, key: string): T | undefined {
  return map && Object.hasOwn(map, key) ? map[key] : undefined;
}

/**
 * The key a document gives an identifier, with its relays. NIP-05 and NIP-46 key the
 * relay maps by pubkey; a map keyed by name (as docs/content-rules.md, NIP-05 identifiers words it) is accepted
 * as a fallback.
 */
export function resolveNip05(json: unknown, id: Nip05Identifier): Nip05Resolution | undefined {
  const document = sanitizeNip05Response(json);
  const pubkey = lookup(document.names, id.name.toLowerCase());
  if (!pubkey) return undefined;
  return {
    pubkey,
    relays: lookup(document.relays, pubkey) ?? lookup(document.relays, id.name) ?? [],
    nip46Relays: lookup(document.nip46, pubkey) ?? lookup(document.nip46, id.name) ?? [],
  };
}

/** NIP-05: the root identifier `_@domain` is shown as the domain alone. */
export function nip05Label({ name, domain }: Nip05Identifier): string {
  return name === '_' ? domain : `${name}@${domain}`;
}

/**
 * docs/content-rules.md, NIP-05 identifiers: a bunker:// URL (NIP-46) is read directly; anything else is tried as a
 * NIP-05 address to resolve. The remote signer's key must be 64-hex; relays come from
 * repeated `relay` parameters, ws/wss only. An empty relay list is returned as is: the
 * caller then uses the default remote-signer relay (docs/data-and-requests.md, Relays).
 */
export function parseBunkerInput(input: string): BunkerInput | undefined {
  const value = input.trim();
  if (value.length > MAX_INPUT_LENGTH) return undefined;
  if (/^bunker:/i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return undefined;
    }
    const pubkey = toHex32(url.hostname || url.pathname.replace(/^\/+/, ''));
    if (!pubkey) return undefined;
    const relays = new Set<string>();
    for (const relay of url.searchParams.getAll('relay')) {
      const clean = normalizeRelayUrl(relay);
      if (clean) relays.add(clean);
    }
    const secret = url.searchParams.get('secret');
    const bunker: BunkerInput = { kind: 'bunker', pubkey, relays: [...relays] };
    if (secret) bunker.secret = secret;
    return bunker;
  }
  const id = parseNip05Identifier(value);
  return id ? { kind: 'nip05', ...id } : undefined;
}
