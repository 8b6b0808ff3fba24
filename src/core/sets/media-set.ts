/**
 * NIP-51 picture sets (kind 30006) and video sets (kind 30005), and their NIP-19
 * addresses (docs/content-rules.md, Media sets). A set names posts by `e` tags; the
 * gallery of `/set/{naddr}` is those posts.
 */
import { toHex32 } from '../events/hex32';
import { PICTURE_SET_KIND, VIDEO_SET_KIND } from '../events/kinds';
import { parseHttpUrl } from '../primitives/http-url';
import { naddrEncode } from '../events/nip19';
import { isMediaSetKind } from './set-address';
import type { MediaSet, MediaType, NostrEvent } from '../types';

/** What a set is called when it has no title, name or identifier. */
export const UNTITLED_SET = 'Untitled set';

/** The set kind a post's media goes to: videos to a video set, everything else to a picture set. */
export function setKindFor(type: MediaType): number {
  return type === 'video' ? VIDEO_SET_KIND : PICTURE_SET_KIND;
}

/** The `d` identifier as written; an empty one is valid (NIP-01). */
export function identifierOf(event: Pick<NostrEvent, 'tags'>): string {
  const tag = Array.isArray(event.tags) ? event.tags.find((entry) => Array.isArray(entry) && entry[0] === 'd') : undefined;
  return typeof tag?.[1] === 'string' ? tag[1] : '';
}

/** NIP-01's coordinate of an addressable event, `kind:pubkey:d`: one key per set, whatever its version. */
export function setCoordinate(kind: number, pubkey: string, identifier: string): string {
  return `${kind}:${pubkey.toLowerCase()}:${identifier}`;
}

/** The naddr of a set (NIP-19), which keeps pointing at the newest version when the set is edited. */
export function setAddressOf(event: Pick<NostrEvent, 'kind' | 'pubkey' | 'tags'>): string {
  return naddrEncode({ kind: event.kind, pubkey: event.pubkey.toLowerCase(), identifier: identifierOf(event) });
}

/** The ids of a set's `e` entries: 64-hex, lowercased, unique, in the set's order. */
export function setEntryIds(event: Pick<NostrEvent, 'tags'>): string[] {
  const ids = new Set<string>();
  if (!Array.isArray(event.tags)) return [];
  for (const tag of event.tags) {
    const id = Array.isArray(tag) && tag[0] === 'e' ? toHex32(tag[1]) : undefined;
    if (id) ids.add(id);
  }
  return [...ids];
}

/** The first non-blank value of a tag, trimmed. */
function tagValue(event: NostrEvent, name: string): string | undefined {
  for (const tag of event.tags) {
    if (!Array.isArray(tag) || tag[0] !== name) continue;
    const value = tag[1];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/**
 * A set as the app shows it (docs/content-rules.md, Media sets): title from `title`, else
 * `name`, else the identifier, else "Untitled set"; `description`; `image` when it is an
 * http(s) URL; the `e` entries. Undefined for other kinds and malformed authors.
 */
export function parseMediaSet(event: NostrEvent): MediaSet | undefined {
  if (!isMediaSetKind(event.kind) || !Array.isArray(event.tags) || !toHex32(event.pubkey)) return undefined;
  const pubkey = event.pubkey.toLowerCase();
  const identifier = identifierOf(event);
  const set: MediaSet = {
    kind: event.kind,
    pubkey,
    identifier,
    naddr: setAddressOf(event),
    title: tagValue(event, 'title') ?? tagValue(event, 'name') ?? (identifier.trim() || UNTITLED_SET),
    entries: setEntryIds(event),
    createdAt: event.created_at,
  };
  const description = tagValue(event, 'description');
  if (description) set.description = description;
  const image = tagValue(event, 'image');
  if (image && parseHttpUrl(image)) set.image = image;
  return set;
}

/** NIP-01: of an addressable event only the newest version per coordinate counts; newest first. */
export function newestSets(events: readonly NostrEvent[]): NostrEvent[] {
  const newest = new Map<string, NostrEvent>();
  for (const event of events) {
    if (!isMediaSetKind(event.kind)) continue;
    const key = setCoordinate(event.kind, event.pubkey, identifierOf(event));
    const known = newest.get(key);
    if (!known || known.created_at < event.created_at) newest.set(key, event);
  }
  return [...newest.values()].sort((a, b) => b.created_at - a.created_at);
}

/** The sets offered as galleries (an author's page, "Your lists"): the newest version of each, newest first, none empty. */
export function listedSets(events: readonly NostrEvent[]): MediaSet[] {
  return newestSets(events).flatMap((event) => {
    const set = parseMediaSet(event);
    return set && set.entries.length > 0 ? [set] : [];
  });
}
