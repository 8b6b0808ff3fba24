/**
 * The relay of a `/relay/{relay}` address (docs/routes-and-filters.md, Routes): a host
 * (`/relay/relay.example.com` means `wss://relay.example.com`), or a whole ws(s) address,
 * percent-encoded. Only `wss://` is taken, and `ws://` on this computer, as for the relays
 * a visitor adds (docs/settings.md, Relays).
 */
import { addableRelayUrl } from './relay-list';

/** The relay a path segment names, in core/relays/relay-list.ts's spelling; undefined for anything else. */
export function relayFromSegment(segment: string): string | undefined {
  let text: string;
  try {
    text = decodeURIComponent(segment).trim();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  if (/^wss?:\/\//i.test(text)) return addableRelayUrl(text);
  // Any other scheme (https://, nostr:) is not a relay; a bare host means wss.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return undefined;
  return addableRelayUrl(`wss://${text}`);
}

/**
 * The path segment the app writes for a relay: its host alone for a plain `wss://host`,
 * else the whole address percent-encoded; undefined when `url` is no relay address, so a
 * written address always parses back.
 */
export function relaySegment(url: string): string | undefined {
  const relay = addableRelayUrl(url);
  if (!relay) return undefined;
  const parsed = new URL(relay);
  const plain = parsed.protocol === 'wss:' && (parsed.pathname === '' || parsed.pathname === '/') && parsed.search === '';
  return plain ? encodeURIComponent(parsed.host) : encodeURIComponent(relay);
}

/**
 * The relay a text typed into the search names: a whole `wss://` address (`ws://` on this
 * computer); undefined for anything else, a bare host included, which reads as a word.
 */
export function relayFromText(text: string): string | undefined {
  const value = text.trim();
  return /^wss?:\/\//i.test(value) ? addableRelayUrl(value) : undefined;
}

/** How a relay is named when it has not named itself: its address without `wss://`. */
export function relayLabel(url: string): string {
  return url.replace(/^wss:\/\//i, '');
}
