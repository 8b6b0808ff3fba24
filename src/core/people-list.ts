/** People lists (NIP-51 kind 30000) and references to them (NIP-19 naddr / nevent). */
import { decode, naddrEncode, neventEncode } from './nip19';
import type { NostrEvent, PeopleList } from './types';

export const PEOPLE_LIST_KIND = 30000;
const HEX64 = /^[0-9a-f]{64}$/i;

export type ListReference =
  | { kind: 'address'; pubkey: string; identifier: string; relays: string[] }
  | { kind: 'event'; id: string; relays: string[]; author?: string };

export function decodeListReference(ref: string): ListReference | undefined {
  try {
    const decoded = decode(ref.trim());
    if (decoded.type === 'naddr' && decoded.data.kind === PEOPLE_LIST_KIND) {
      const { pubkey, identifier, relays } = decoded.data;
      return { kind: 'address', pubkey, identifier, relays: relays ?? [] };
    }
    if (decoded.type === 'nevent') {
      return { kind: 'event', id: decoded.data.id, relays: decoded.data.relays ?? [], author: decoded.data.author };
    }
  } catch {
    // not a NIP-19 reference
  }
  return undefined;
}

/** The `p` keys of a list: 64-hex, lowercased, unique. */
export function parsePeopleKeys(event: Pick<NostrEvent, 'tags'>): string[] {
  const keys = new Set<string>();
  for (const tag of event.tags) {
    if (tag[0] === 'p' && typeof tag[1] === 'string' && HEX64.test(tag[1])) keys.add(tag[1].toLowerCase());
  }
  return [...keys];
}

function tagValue(event: NostrEvent, name: string): string | undefined {
  const value = event.tags.find((tag) => tag[0] === name)?.[1];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * SPEC.md section 3 and the drop rule of section 5: a list is dropped when it is named
 * unknown, has no people, or its name contains mute or allow (those are not galleries).
 */
export function parsePeopleList(event: NostrEvent): PeopleList | undefined {
  if (event.kind !== PEOPLE_LIST_KIND) return undefined;
  const name = tagValue(event, 'title') ?? tagValue(event, 'd') ?? 'unknown';
  const people = parsePeopleKeys(event);
  if (name === 'unknown' || people.length === 0 || /mute|allow/i.test(name)) return undefined;
  return {
    id: event.id,
    nevent: neventEncode({ id: event.id, author: event.pubkey, kind: event.kind }),
    name,
    people,
    description: tagValue(event, 'description'),
  };
}

/** The naddr of a list, which stays valid when the list is updated. */
export function listAddress(event: NostrEvent): string {
  return naddrEncode({ kind: PEOPLE_LIST_KIND, pubkey: event.pubkey, identifier: tagValue(event, 'd') ?? '' });
}
