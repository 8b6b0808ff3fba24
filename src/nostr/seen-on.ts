/**
 * Which relay each post was read from: a repost names a relay where the original can be
 * found (NIP-18), and the external note link carries one as a hint (NIP-19). Bounded, so
 * a long session does not keep every id it ever saw.
 */
import { LRUCache } from '../core/lru-cache';

const SEEN_LIMIT = 20_000;
const seen = new LRUCache<string, string>({ maxSize: SEEN_LIMIT });

export function recordSeenOn(eventId: string, relayUrl: string | undefined): void {
  if (relayUrl && seen.get(eventId) === null) seen.set(eventId, relayUrl.replace(/\/+$/, ''));
}

export function seenOn(eventId: string): string | undefined {
  return seen.get(eventId) ?? undefined;
}
