/**
 * Media metadata tags: NIP-92 `imeta` (used by NIP-68 picture and NIP-71 video posts) and
 * the NIP-94 file metadata tags of kind 1063. Values from events are untrusted: sizes
 * must be sane numbers and hashes 64-hex, or they are dropped.
 */
export interface MediaMeta {
  url: string;
  mime?: string;
  width?: number;
  height?: number;
  blurhash?: string;
  hash?: string;
  alt?: string;
  fallback: string[];
}

const MAX_DIMENSION = 100_000;
const HEX64 = /^[0-9a-f]{64}$/i;
const BLURHASH = /^[0-9A-Za-z#$%*+,-.:;=?@[\]^_{|}~]{6,200}$/;

function parseDimensions(value: string | undefined): { width?: number; height?: number } {
  const match = value?.trim().match(/^(\d{1,6})x(\d{1,6})$/);
  if (!match) return {};
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width <= 0 || height <= 0 || width > MAX_DIMENSION || height > MAX_DIMENSION) return {};
  return { width, height };
}

function buildMeta(fields: Map<string, string[]>): MediaMeta | undefined {
  const first = (key: string): string | undefined => fields.get(key)?.[0];
  const url = first('url')?.trim();
  if (!url) return undefined;
  const hash = first('x')?.trim();
  const blurhash = first('blurhash')?.trim();
  const mime = first('m')?.trim().toLowerCase();
  return {
    url,
    mime: mime && /^[a-z]+\/[\w.+-]+$/.test(mime) ? mime : undefined,
    ...parseDimensions(first('dim')),
    blurhash: blurhash && BLURHASH.test(blurhash) ? blurhash : undefined,
    hash: hash && HEX64.test(hash) ? hash.toLowerCase() : undefined,
    alt: first('alt')?.trim() || undefined,
    fallback: fields.get('fallback') ?? [],
  };
}

function addField(fields: Map<string, string[]>, key: string, value: unknown): void {
  if (typeof value !== 'string') return;
  fields.set(key, [...(fields.get(key) ?? []), value]);
}

/** One `imeta` tag: each entry is "key value", and the value may contain spaces. */
export function parseImeta(tag: readonly unknown[]): MediaMeta | undefined {
  if (tag[0] !== 'imeta') return undefined;
  const fields = new Map<string, string[]>();
  for (const entry of tag.slice(1)) {
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
