/**
 * Media metadata tags: NIP-92 `imeta` (used by NIP-68 picture and NIP-71 video posts) and
 * the NIP-94 file metadata tags of kind 1063. Values from events are untrusted: sizes
 * must be sane numbers and hashes 64-hex, or they are dropped.
 */
import { toHex32 } from '../events/hex32';

export interface MediaMeta {
  url: string;
  mime?: string;
  width?: number;
  height?: number;
  blurhash?: string;
  hash?: string;
  alt?: string;
  /** Seconds of a video (NIP-71 imeta `duration`). */
  duration?: number;
  /** A video's still picture (NIP-71 imeta `image`, NIP-94 `image`), as given: not yet checked. */
  image?: string;
  fallback: string[];
}

const MAX_DIMENSION = 100_000;
const BLURHASH = /^[0-9A-Za-z#$%*+,-.:;=?@[\]^_{|}~]{6,200}$/;

const DIMENSIONS = /^(\d{1,6})x(\d{1,6})$/;
/** A plain decimal number of seconds ("29.223"); no exponents, signs or hex. */
const SECONDS = /^\d{1,7}(?:\.\d{1,6})?$/;
/** Longer than a week is not a video a gallery shows a length for. */
const MAX_DURATION_SECONDS = 7 * 24 * 3600;
const MIME = /^[a-z]+\/[\w.+-]+$/;

function parseDimensions(value: string | undefined): { width: number; height: number } | undefined {
  const match = value?.trim().match(DIMENSIONS);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width <= 0 || height <= 0 || width > MAX_DIMENSION || height > MAX_DIMENSION) return undefined;
  return { width, height };
}

function parseDuration(value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text || !SECONDS.test(text)) return undefined;
  const seconds = Number(text);
  return seconds > 0 && seconds <= MAX_DURATION_SECONDS ? seconds : undefined;
}

function firstOf(fields: Map<string, string[]>, key: string): string | undefined {
  return fields.get(key)?.[0];
}

function buildMeta(fields: Map<string, string[]>): MediaMeta | undefined {
  const url = firstOf(fields, 'url')?.trim();
  if (!url) return undefined;
  const hash = firstOf(fields, 'x')?.trim();
  const blurhash = firstOf(fields, 'blurhash')?.trim();
  const mime = firstOf(fields, 'm')?.trim().toLowerCase();
  const dimensions = parseDimensions(firstOf(fields, 'dim'));
  // Listed field by field (no spread): the pipeline builds one of these per picture.
  return {
    url,
    mime: mime && MIME.test(mime) ? mime : undefined,
    width: dimensions?.width,
    height: dimensions?.height,
    blurhash: blurhash && BLURHASH.test(blurhash) ? blurhash : undefined,
    hash: toHex32(hash),
    alt: firstOf(fields, 'alt')?.trim() || undefined,
    duration: parseDuration(firstOf(fields, 'duration')),
    image: firstOf(fields, 'image')?.trim() || undefined,
    fallback: fields.get('fallback') ?? [],
  };
}

function addField(fields: Map<string, string[]>, key: string, value: unknown): void {
  if (typeof value !== 'string') return;
  const values = fields.get(key);
  if (values) values.push(value);
  else fields.set(key, [value]);
}

/** One `imeta` tag: each entry is "key value", and the value may contain spaces. */
export function parseImeta(tag: readonly unknown[]): MediaMeta | undefined {
  if (tag[0] !== 'imeta') return undefined;
  const fields = new Map<string, string[]>();
  for (let index = 1; index < tag.length; index++) {
    const entry = tag[index];
    if (typeof entry !== 'string') continue;
    const space = entry.indexOf(' ');
    if (space > 0) addField(fields, entry.slice(0, space), entry.slice(space + 1));
  }
  return buildMeta(fields);
}

/** Kind 1063 (NIP-94): the same fields, one tag each. */
export function parseFileMetadataTags(tags: readonly (readonly unknown[])[]): MediaMeta | undefined {
  const fields = new Map<string, string[]>();
  for (const tag of tags) {
    if (typeof tag[0] === 'string') addField(fields, tag[0], tag[1]);
  }
  return buildMeta(fields);
}
