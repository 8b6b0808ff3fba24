/**
 * NIP-19 bech32 entities: npub and note (bare keys), nprofile, nevent and naddr (TLV). Written on
 * the same @scure/base and @noble libraries NDK ships, so the app carries one copy of
 * each rather than a second set pulled in by another Nostr library.
 */
import { bech32 } from '@scure/base';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { encodeHexKey } from './bech32-key';

/** Long TLV entities (many relays) exceed bech32's usual 90 characters. */
const MAX_LENGTH = 5000;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** TLV types of NIP-19. */
const TLV_SPECIAL = 0;
const TLV_RELAY = 1;
const TLV_AUTHOR = 2;
const TLV_KIND = 3;

export interface EventPointer {
  id: string;
  relays: string[];
  author?: string;
  kind?: number;
}

export interface AddressPointer {
  kind: number;
  pubkey: string;
  identifier: string;
  relays: string[];
}

export interface ProfilePointer {
  pubkey: string;
  relays: string[];
}

export type Decoded =
  | { type: 'npub'; data: string }
  | { type: 'note'; data: string }
  | { type: 'nprofile'; data: ProfilePointer }
  | { type: 'nevent'; data: EventPointer }
  | { type: 'naddr'; data: AddressPointer };

function encodeBytes(prefix: string, bytes: Uint8Array): string {
  return bech32.encode(prefix, bech32.toWords(bytes), MAX_LENGTH);
}

function readTlv(bytes: Uint8Array): Map<number, Uint8Array[]> {
  const entries = new Map<number, Uint8Array[]>();
  let offset = 0;
  while (offset + 2 <= bytes.length) {
    const type = bytes[offset] ?? 0;
    const length = bytes[offset + 1] ?? 0;
    const value = bytes.slice(offset + 2, offset + 2 + length);
    if (value.length !== length) throw new Error('truncated TLV');
    entries.set(type, [...(entries.get(type) ?? []), value]);
    offset += 2 + length;
  }
  return entries;
}

function writeTlv(entries: [number, Uint8Array][]): Uint8Array {
  // A TLV length is one byte: a longer value would be silently cut and decode as garbage.
  for (const [type, value] of entries) {
    if (value.length > 255) throw new Error(`NIP-19 TLV value of type ${type} is longer than 255 bytes`);
  }
  const parts = entries.flatMap(([type, value]) => [Uint8Array.of(type, value.length), value]);
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function kindBytes(kind: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, kind);
  return bytes;
}

function hexKey(bytes: Uint8Array | undefined): string | undefined {
  return bytes && bytes.length === 32 ? bytesToHex(bytes) : undefined;
}

function kindOf(bytes: Uint8Array | undefined): number | undefined {
  return bytes && bytes.length === 4 ? new DataView(bytes.buffer, bytes.byteOffset).getUint32(0) : undefined;
}

/** Throws on anything that is not a valid npub, note, nprofile, nevent or naddr. */
export function decode(value: string): Decoded {
  const { prefix, words } = bech32.decode(value as `${string}1${string}`, MAX_LENGTH);
  const bytes = new Uint8Array(bech32.fromWords(words));
  if (prefix === 'npub' || prefix === 'note') {
    const data = hexKey(bytes);
    if (!data) throw new Error(`invalid ${prefix}`);
    return { type: prefix, data };
  }
  const tlv = readTlv(bytes);
  const relays = (tlv.get(TLV_RELAY) ?? []).map((relay) => decoder.decode(relay));
  const author = hexKey(tlv.get(TLV_AUTHOR)?.[0]);
  const kind = kindOf(tlv.get(TLV_KIND)?.[0]);
  const special = tlv.get(TLV_SPECIAL)?.[0];
  if (prefix === 'nprofile') {
    const pubkey = hexKey(special);
    if (!pubkey) throw new Error('invalid nprofile');
    return { type: 'nprofile', data: { pubkey, relays } };
  }
  if (prefix === 'nevent') {
    const id = hexKey(special);
    if (!id) throw new Error('invalid nevent');
    return { type: 'nevent', data: { id, relays, author, kind } };
  }
  if (prefix === 'naddr') {
    if (!special || !author || kind === undefined) throw new Error('invalid naddr');
    return { type: 'naddr', data: { kind, pubkey: author, identifier: decoder.decode(special), relays } };
  }
  throw new Error(`unsupported prefix ${prefix}`);
}

export function npubEncode(hex: string): string {
  return encodeHexKey('npub', hex);
}

export function neventEncode(pointer: { id: string; relays?: string[]; author?: string; kind?: number }): string {
  const entries: [number, Uint8Array][] = [[TLV_SPECIAL, hexToBytes(pointer.id)]];
  for (const relay of pointer.relays ?? []) entries.push([TLV_RELAY, encoder.encode(relay)]);
  if (pointer.author) entries.push([TLV_AUTHOR, hexToBytes(pointer.author)]);
  if (pointer.kind !== undefined) entries.push([TLV_KIND, kindBytes(pointer.kind)]);
  return encodeBytes('nevent', writeTlv(entries));
}

export function naddrEncode(pointer: { kind: number; pubkey: string; identifier: string; relays?: string[] }): string {
  const entries: [number, Uint8Array][] = [[TLV_SPECIAL, encoder.encode(pointer.identifier)]];
  for (const relay of pointer.relays ?? []) entries.push([TLV_RELAY, encoder.encode(relay)]);
  entries.push([TLV_AUTHOR, hexToBytes(pointer.pubkey)], [TLV_KIND, kindBytes(pointer.kind)]);
  return encodeBytes('naddr', writeTlv(entries));
}
