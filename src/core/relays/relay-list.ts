/**
 * Relay lists (NIP-65 kind 10002): `r` tags with an optional read or write marker
 * (docs/data-and-requests.md, Data shapes).
 */
import { RELAY_LIST_KIND } from '../events/kinds';
import type { NostrEvent, RelayListEntry } from '../types';

/** Longer "URLs" are junk or abuse; no real relay address comes near this. */
const MAX_RELAY_URL_LENGTH = 512;
/** Scheme, `//`, then a host that starts right away (rejects `wss:a.com`, `wss:///x`, `wss://user@host`). */
const RELAY_URL_START = /^wss?:\/\/[^\s/?#@]/i;

/**
 * The one spelling of a relay URL used everywhere (dedupe keys, connection pool, lists):
 * ws or wss only, lowercase scheme and host, default port dropped, no credentials or
 * fragment, and trailing slashes stripped (docs/data-and-requests.md, Data shapes: "A trailing slash is
 * stripped from the url"). Anything else is undefined.
 */
export function normalizeRelayUrl(url: string): string | undefined {
  const raw = url.trim();
  if (raw.length > MAX_RELAY_URL_LENGTH || /\s/.test(raw) || !RELAY_URL_START.test(raw)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') return undefined;
  if (!parsed.hostname || parsed.username || parsed.password) return undefined;
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.protocol}//${parsed.host}${path}${parsed.search}`;
}

/**
 * Reads a kind 10002 event. No marker means both read and write (NIP-65); an unknown
 * marker is treated the same way rather than losing the relay. The same relay named
 * twice is merged with its flags OR-ed, in the order of first appearance.
 */
export function parseRelayList(event: NostrEvent): RelayListEntry[] {
  if (event.kind !== RELAY_LIST_KIND || !Array.isArray(event.tags)) return [];
  const entries = new Map<string, RelayListEntry>();
  for (const tag of event.tags) {
    if (!Array.isArray(tag) || tag[0] !== 'r' || typeof tag[1] !== 'string') continue;
    const url = normalizeRelayUrl(tag[1]);
    if (!url) continue;
    const marker = tag[2];
    const read = marker !== 'write';
    const write = marker !== 'read';
    const known = entries.get(url);
    entries.set(url, { url, read: read || (known?.read ?? false), write: write || (known?.write ?? false) });
  }
  return [...entries.values()];
}

/** Where to read a user's mentions from (NIP-65 read relays). */
export function readRelays(list: readonly RelayListEntry[]): string[] {
  return list.filter((entry) => entry.read).map((entry) => entry.url);
}

/** Where a user publishes, so where to fetch their posts (NIP-65 outbox). */
export function writeRelays(list: readonly RelayListEntry[]): string[] {
  return list.filter((entry) => entry.write).map((entry) => entry.url);
}

/** Hosts of this computer: a relay there may speak plain ws://, as no network is crossed. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname);
}

/**
 * A relay address as it is kept: `wss://`, or `ws://` on this computer, in this file's
 * spelling; undefined for anything else (docs/settings.md, Relays). The reasons, in words
 * for the visitor, are core/relays/relay-address.ts's: this file is read by the page's
 * first script, which needs none of them.
 */
export function addableRelayUrl(text: string): string | undefined {
  const url = normalizeRelayUrl(text);
  if (!url || url.startsWith('wss://')) return url;
  return isLoopbackHost(new URL(url).hostname) ? url : undefined;
}
