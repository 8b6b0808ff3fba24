/**
 * Building blocks shared by the small and bench fixture sets: deterministic authors,
 * signing, and the media tags (NIP-92 imeta, NIP-94, NIP-71) that describe the pictures
 * the media server will serve for each name.
 */
import { schnorr } from '@noble/curves/secp256k1';
import { getEventHash, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';
import {
  blurhashOf,
  imageSpecOf,
  MIME_TYPES,
  sha256Hex,
  TINY_VIDEO,
  type ImageExtension,
  type MediaExtension,
  type VideoExtension,
} from './media-spec';

export interface FixtureAuthor {
  name: string;
  pubkey: string;
  npub: string;
  secretKeyHex: string;
}

export interface EventTemplate {
  kind: number;
  created_at: number;
  tags: string[][];
  content: string;
}

/** The same keys on every run, so event ids only depend on the content and `now`. */
export function deriveAuthor(seed: string, name: string): FixtureAuthor {
  const secretKeyHex = sha256Hex(seed);
  const pubkey = getPublicKey(Buffer.from(secretKeyHex, 'hex'));
  return { name, pubkey, npub: nip19.npubEncode(pubkey), secretKeyHex };
}

const secretKeys = new Map<string, Uint8Array>();

/**
 * Signs like nostr-tools' finalizeEvent (same id, BIP-340 Schnorr signature, about 3 ms)
 * but with the auxiliary randomness derived from the key and the id, so the signature is
 * deterministic too. That matters: a repost embeds the signed original in its content,
 * so a random signature would change the repost's id on every run, and a relay started
 * in another process (relay-cli.ts) would hold different events from the test's `meta`.
 */
export function sign(author: FixtureAuthor, template: EventTemplate): NostrEvent {
  let key = secretKeys.get(author.secretKeyHex);
  if (!key) {
    key = Uint8Array.from(Buffer.from(author.secretKeyHex, 'hex'));
    secretKeys.set(author.secretKeyHex, key);
  }
  const unsigned = { ...template, tags: template.tags.map((tag) => [...tag]), pubkey: author.pubkey };
  const id = getEventHash(unsigned);
  const aux = Buffer.from(sha256Hex(`${author.secretKeyHex}:${id}`), 'hex');
  const sig = Buffer.from(schnorr.sign(id, key, aux)).toString('hex');
  return {
    id,
    pubkey: author.pubkey,
    created_at: template.created_at,
    kind: template.kind,
    tags: unsigned.tags,
    content: template.content,
    sig,
  };
}

/** A copy whose signature no longer matches its id (one hex digit changed). */
export function tamper(event: NostrEvent): NostrEvent {
  const last = event.sig.at(-1) === '0' ? '1' : '0';
  return { ...event, sig: event.sig.slice(0, -1) + last };
}

export function isVideoExtension(ext: MediaExtension): ext is VideoExtension {
  return ext === 'mp4' || ext === 'webm';
}

/** NIP-92 imeta for a picture, with the real size and blurhash of what the server renders. */
export function imageImeta(url: string, name: string, ext: ImageExtension, alt?: string): string[] {
  const spec = imageSpecOf(name);
  const tag = [
    'imeta',
    `url ${url}`,
    `m ${MIME_TYPES[ext]}`,
    `dim ${spec.width}x${spec.height}`,
    `blurhash ${blurhashOf(name)}`,
    `x ${sha256Hex(url)}`,
  ];
  if (alt) tag.push(`alt ${alt}`);
  return tag;
}

/** NIP-71 imeta for a video, with a poster picture. */
export function videoImeta(url: string, ext: VideoExtension, posterUrl: string): string[] {
  return [
    'imeta',
    `url ${url}`,
    `m ${MIME_TYPES[ext]}`,
    `dim ${TINY_VIDEO.width}x${TINY_VIDEO.height}`,
    `x ${sha256Hex(url)}`,
    `image ${posterUrl}`,
    `duration ${TINY_VIDEO.durationSeconds}`,
  ];
}

/** NIP-94 (kind 1063) tags for a picture. */
export function fileMetadataTags(url: string, name: string, ext: ImageExtension, alt: string): string[][] {
  const spec = imageSpecOf(name);
  return [
    ['url', url],
    ['m', MIME_TYPES[ext]],
    ['x', sha256Hex(url)],
    ['dim', `${spec.width}x${spec.height}`],
    ['blurhash', blurhashOf(name)],
    ['alt', alt],
  ];
}

export function hashtagTags(tags: readonly string[]): string[][] {
  return tags.map((tag) => ['t', tag]);
}

/** " #a #b" for the end of a note's text, as clients write them. */
export function hashtagText(tags: readonly string[]): string {
  return tags.map((tag) => ` #${tag}`).join('');
}
