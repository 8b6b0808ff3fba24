/** People lists (NIP-51 kind 30000) and references to them (NIP-19 naddr / nevent). */
import { toHex32 } from './hex32';
import { PEOPLE_LIST_KIND } from './kinds';
import { decode, naddrEncode, neventEncode } from './nip19';
import { normalizeRelayUrl } from './relay-list';
import type { NostrEvent, PeopleList } from './types';

/** docs/content-rules.md, People lists: names with these words are mute or allow lists, not galleries. */
const NOT_A_GALLERY = /mute|allow/i;

export type ListReference =
  | { kind: 'address'; pubkey: string; identifier: string; relays: string[] }
  | { kind: 'event'; id: string; relays: string[]; author?: string };

/** Relay hints come from strangers' links: keep only well-formed ws/wss URLs, once each. */
function cleanRelayHints(relays: readonly string[] | undefined): string[] {
  const clean = new Set<string>();
  for (const relay of relays ?? []) {
    const url = normalizeRelayUrl(relay);
    if (url) clean.add(url);
  }
  return [...clean];
}

/**
 * What `/list/{list}` may name (docs/routes-and-filters.md, Routes): an naddr of a kind 30000 list, or an
 * nevent. An nevent that says it is of another kind is refused; one without a kind is
 * accepted and the kind is checked when the event arrives.
 */
export function decodeListReference(ref: string): ListReference | undefined {
  try {
    const decoded = decode(ref.trim());
    if (decoded.type === 'naddr' && decoded.data.kind === PEOPLE_LIST_KIND) {
      const { pubkey, identifier, relays } = decoded.data;
      return { kind: 'address', pubkey: pubkey.toLowerCase(), identifier, relays: cleanRelayHints(relays) };
    }
    if (decoded.type === 'nevent' && (decoded.data.kind === undefined || decoded.data.kind === PEOPLE_LIST_KIND)) {
      const { id, author, relays } = decoded.data;
      return { kind: 'event', id: id.toLowerCase(), relays: cleanRelayHints(relays), author: author?.toLowerCase() };
    }
  } catch {
    // not a NIP-19 reference at all
  }
  return undefined;
}

/** The `p` keys of a list: 64-hex, lowercased, unique, in order of appearance. */
export function parsePeopleKeys(event: Pick<NostrEvent, 'tags'>): string[] {
  const keys = new Set<string>();
  if (!Array.isArray(event.tags)) return [];
  for (const tag of event.tags) {
    const key = Array.isArray(tag) && tag[0] === 'p' ? toHex32(tag[1]) : undefined;
    if (key) keys.add(key);
  }
  return [...keys];
}

/** The first non-blank value of a tag, trimmed. */
function tagValue(event: NostrEvent, name: string): string | undefined {
  if (!Array.isArray(event.tags)) return undefined;
  for (const tag of event.tags) {
    if (!Array.isArray(tag) || tag[0] !== name) continue;
    const value = tag[1];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/**
 * docs/content-rules.md, People lists (name: title tag, else identifier, else unknown) and its drop rule:
 * a list is dropped when it is named unknown (any case), has no people, or its
 * name contains mute or allow. Events whose id or author is not 64-hex are dropped too,
 * since no nevent can be made for them.
 */
export function parsePeopleList(event: NostrEvent): PeopleList | undefined {
  if (event.kind !== PEOPLE_LIST_KIND || !toHex32(event.id) || !toHex32(event.pubkey)) return undefined;
  const name = tagValue(event, 'title') ?? tagValue(event, 'd') ?? 'unknown';
  const people = parsePeopleKeys(event);
  if (name.toLowerCase() === 'unknown' || people.length === 0 || NOT_A_GALLERY.test(name)) return undefined;
  const id = event.id.toLowerCase();
  const list: PeopleList = {
    id,
    nevent: neventEncode({ id, author: event.pubkey.toLowerCase(), kind: PEOPLE_LIST_KIND }),
    name,
    people,
  };
  const description = tagValue(event, 'description');
  if (description) list.description = description;
  return list;
}

/**
 * The naddr of a list (NIP-19), which keeps pointing at the newest version when the list
 * is edited. The `d` identifier is used as written (an empty one is valid in NIP-01).
 * Throws when the author is not 64-hex; events reach here after the shape check.
 */
export function listAddress(event: NostrEvent): string {
  const tag = Array.isArray(event.tags) ? event.tags.find((entry) => Array.isArray(entry) && entry[0] === 'd') : undefined;
  const d = typeof tag?.[1] === 'string' ? tag[1] : '';
  return naddrEncode({ kind: PEOPLE_LIST_KIND, pubkey: event.pubkey.toLowerCase(), identifier: d });
}
