/**
 * People lists, NIP-51 follow sets (kind 30000) and starter packs (kind 39089), and
 * references to them (NIP-19 naddr / nevent): docs/content-rules.md, People lists.
 */
import { toHex32 } from '../events/hex32';
import { PEOPLE_LIST_KIND, PEOPLE_LIST_KINDS, STARTER_PACK_KIND } from '../events/kinds';
import { parseHttpUrl } from '../primitives/http-url';
import { decode, naddrEncode, neventEncode } from '../events/nip19';
import { normalizeRelayUrl } from '../relays/relay-list';
import { parsePeopleKeys } from '../trust/contact-list';
import type { NamedPeopleList, NostrEvent, PeopleList } from '../types';

/**
 * docs/content-rules.md, People lists: a follow set named with these words is a mute or
 * allow list, not a gallery. Starter packs are exempt: their kind already says they are
 * people to follow.
 */
const NOT_A_GALLERY = /mute|allow/i;

export type ListReference =
  | { kind: 'address'; listKind: number; pubkey: string; identifier: string; relays: string[] }
  | { kind: 'event'; id: string; relays: string[]; author?: string };

export function isPeopleListKind(kind: unknown): kind is number {
  return typeof kind === 'number' && PEOPLE_LIST_KINDS.includes(kind);
}

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
 * What `/list/{list}` may name (docs/routes-and-filters.md, Routes): an naddr of a kind
 * 30000 or 39089 list, or an nevent. An nevent that says it is of another kind is refused;
 * one without a kind is accepted and the kind is checked when the event arrives.
 */
export function decodeListReference(ref: string): ListReference | undefined {
  try {
    const decoded = decode(ref.trim());
    if (decoded.type === 'naddr' && isPeopleListKind(decoded.data.kind)) {
      const { kind, pubkey, identifier, relays } = decoded.data;
      return { kind: 'address', listKind: kind, pubkey: pubkey.toLowerCase(), identifier, relays: cleanRelayHints(relays) };
    }
    if (decoded.type === 'nevent' && (decoded.data.kind === undefined || isPeopleListKind(decoded.data.kind))) {
      const { id, author, relays } = decoded.data;
      return { kind: 'event', id: id.toLowerCase(), relays: cleanRelayHints(relays), author: author?.toLowerCase() };
    }
  } catch {
    // not a NIP-19 reference at all
  }
  return undefined;
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

/** The `d` identifier as written (an empty one is valid in NIP-01); the first `d` tag counts. */
function identifierOf(event: NostrEvent): string {
  const tag = Array.isArray(event.tags) ? event.tags.find((entry) => Array.isArray(entry) && entry[0] === 'd') : undefined;
  return typeof tag?.[1] === 'string' ? tag[1] : '';
}

/**
 * A people list as its route shows it (docs/content-rules.md, People lists): name from the
 * `title` tag, else the `d` identifier; `description`; `image` when it is an http(s) URL;
 * the `p` keys. Undefined for other kinds, and for an id or author that is not 64-hex,
 * since no nevent or naddr can be made for those. The drop rule is not applied here: a
 * list someone links to opens whatever it is called.
 */
export function readPeopleList(event: NostrEvent): PeopleList | undefined {
  if (!isPeopleListKind(event.kind)) return undefined;
  const id = toHex32(event.id);
  const pubkey = toHex32(event.pubkey);
  if (!id || !pubkey) return undefined;
  const list: PeopleList = {
    id,
    kind: event.kind,
    pubkey,
    naddr: naddrEncode({ kind: event.kind, pubkey, identifier: identifierOf(event) }),
    nevent: neventEncode({ id, author: pubkey, kind: event.kind }),
    people: parsePeopleKeys(event),
  };
  const name = tagValue(event, 'title') ?? tagValue(event, 'd');
  if (name) list.name = name;
  const description = tagValue(event, 'description');
  if (description) list.description = description;
  const image = tagValue(event, 'image');
  if (image && parseHttpUrl(image)) list.image = image;
  return list;
}

/**
 * A people list offered as a gallery (docs/content-rules.md, People lists, and its drop
 * rule): dropped when it has no name or is named unknown (any case), has no people, or is
 * a follow set whose name contains mute or allow.
 */
export function parsePeopleList(event: NostrEvent): NamedPeopleList | undefined {
  const list = readPeopleList(event);
  const name = list?.name;
  if (!list || !name || name.toLowerCase() === 'unknown' || list.people.length === 0) return undefined;
  if (list.kind === PEOPLE_LIST_KIND && NOT_A_GALLERY.test(name)) return undefined;
  return { ...list, name };
}

/** What a list's header and page title call it: its name, else what kind of list it is. */
export function listTitle(list: Pick<PeopleList, 'kind' | 'name'>): string {
  return list.name ?? (list.kind === STARTER_PACK_KIND ? 'Starter pack' : 'People list');
}

/**
 * The naddr of a list (NIP-19), which keeps pointing at the newest version when the list
 * is edited. The `d` identifier is used as written (an empty one is valid in NIP-01).
 * Throws when the author is not 64-hex; events reach here after the shape check.
 */
export function listAddress(event: NostrEvent): string {
  return naddrEncode({ kind: event.kind, pubkey: event.pubkey.toLowerCase(), identifier: identifierOf(event) });
}
