/**
 * The address of a picture or video set (NIP-19 naddr of a NIP-51 kind 30006 or 30005
 * event), apart from the rest of core/sets/media-set.ts: the route parser, which the page's
 * first script carries, needs only this.
 */
import { toHex32 } from '../events/hex32';
import { MEDIA_SET_KINDS } from '../events/kinds';
import { decode } from '../events/nip19';
import { normalizeRelayUrl } from '../relays/relay-list';

export interface SetAddress {
  kind: number;
  pubkey: string;
  identifier: string;
  relays: string[];
}

export function isMediaSetKind(kind: number): boolean {
  return MEDIA_SET_KINDS.includes(kind);
}

/**
 * What `/set/{set}` may name (docs/routes-and-filters.md, Routes): an naddr of a kind
 * 30005 or 30006 event with a 64-hex author. Relay hints come from strangers' links:
 * only well-formed ws/wss URLs are kept, once each.
 */
export function decodeSetAddress(ref: string): SetAddress | undefined {
  try {
    const decoded = decode(ref.trim());
    if (decoded.type !== 'naddr' || !isMediaSetKind(decoded.data.kind)) return undefined;
    const pubkey = toHex32(decoded.data.pubkey);
    if (!pubkey) return undefined;
    const relays = [...new Set(decoded.data.relays.map(normalizeRelayUrl).filter((url) => url !== undefined))];
    return { kind: decoded.data.kind, pubkey, identifier: decoded.data.identifier, relays };
  } catch {
    // not a NIP-19 address at all
    return undefined;
  }
}
