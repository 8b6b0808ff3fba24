/**
 * Which relay each post was read from: a repost names a relay where the original can be
 * found (NIP-18), and the external note link carries one as a hint (NIP-19). Bounded, so
 * a long session does not keep every id it ever saw.
 */
import { LRUCache } from '../core/primitives';

export const SEEN_LIMIT = 20_000;

export interface SeenOn {
  /** The first relay a post was read from is the one kept. */
  record(eventId: string, relayUrl: string | undefined): void;
  of(eventId: string): string | undefined;
  /** Keeps at most `limit` from now on, the least recently read forgotten. */
  resize(limit: number): void;
}

export function createSeenOn(limit = SEEN_LIMIT): SeenOn {
  const seen = new LRUCache<string, string>({ maxSize: limit });
  return {
    record(eventId, relayUrl) {
      if (relayUrl && seen.get(eventId) === null) seen.set(eventId, relayUrl.replace(/\/+$/, ''));
    },
    of: (eventId) => seen.get(eventId) ?? undefined,
    resize: (limit) => seen.resize(limit),
  };
}

/** The page's one record. */
const page = createSeenOn();
export const recordSeenOn = page.record;
export const seenOn = page.of;
/** Screen mode's size, or back to SEEN_LIMIT (nostr/remembered-events.ts). */
export const keepSeenOnFor = (limit: number | undefined): void => page.resize(limit ?? SEEN_LIMIT);
