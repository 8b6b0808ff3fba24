/** Follow lists (NIP-02 kind 3) and replaceable-event ordering. */
import { FOLLOW_LIST_KIND } from '../events/kinds';
import { toHex32 } from '../events/hex32';
import type { NostrEvent } from '../types';

/**
 * The followed keys of a kind 3 event (docs/data-and-requests.md, Data shapes): its `p` tags,
 * 64-hex only, lowercased, unique, in the order written. Any other kind gives nothing.
 */
export function parseFollows(event: NostrEvent): string[] {
  return event.kind === FOLLOW_LIST_KIND ? parsePeopleKeys(event) : [];
}

/**
 * docs/session-and-actions.md, Own lists: a follow or relay list in the session is replaced only by an event
 * with a greater created_at. An equal timestamp keeps the current one (no flapping
 * between two versions relays disagree on), and a non-finite timestamp never wins.
 */
export function newerReplaceable<T extends Pick<NostrEvent, 'created_at'>>(current: T | undefined, incoming: T): T {
  if (!current) return incoming;
  if (!Number.isFinite(incoming.created_at)) return current;
  if (!Number.isFinite(current.created_at)) return incoming;
  return incoming.created_at > current.created_at ? incoming : current;
}

/**
 * The created_at for a replacement of `previous`: now, but always after it. Relays keep
 * the newest replaceable event and break a tie by the lower id (NIP-01), so a follow and
 * an unfollow within one second must not share a timestamp.
 */
export function nextReplaceableTime(previous: number | undefined, now: number): number {
  return previous !== undefined && Number.isFinite(previous) && previous >= now ? previous + 1 : now;
}

/** The `p` keys of a list (a follow list, a people list): 64-hex, lowercased, unique, in order of appearance. */
export function parsePeopleKeys(event: Pick<NostrEvent, 'tags'>): string[] {
  const keys = new Set<string>();
  if (!Array.isArray(event.tags)) return [];
  for (const tag of event.tags) {
    const key = Array.isArray(tag) && tag[0] === 'p' ? toHex32(tag[1]) : undefined;
    if (key) keys.add(key);
  }
  return [...keys];
}
