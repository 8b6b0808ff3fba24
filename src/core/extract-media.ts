/**
 * Posts to media items (SPEC.md section 3, "Media item shown"): kind 1 notes with links,
 * NIP-68 pictures (kind 20), NIP-71 videos (kinds 21, 22) and NIP-94 files (kind 1063).
 */
import { hashtagsOf, isValidEventShape } from './event-shape';
import { parseFileMetadataTags, parseImeta, type MediaMeta } from './imeta';
import { extractMediaUrls, mediaTypeOfUrl, normalizeMediaUrl, stripContent } from './media-url';
import { npubEncode } from './nip19';
import type { MediaItem, MediaType, NostrEvent } from './types';

export const NOTE_KIND = 1;
export const PICTURE_KIND = 20;
export const VIDEO_KINDS: ReadonlySet<number> = new Set([21, 22]);
export const FILE_METADATA_KIND = 1063;

const npubs = new Map<string, string>();

/** bech32 encoding is the costliest step per event; authors repeat, so remember them. */
function npubOf(pubkey: string): string {
  let npub = npubs.get(pubkey);
  if (!npub) {
    if (npubs.size > 20_000) npubs.clear();
    npub = npubEncode(pubkey);
    npubs.set(pubkey, npub);
  }
  return npub;
}

function typeOf(meta: MediaMeta, forced?: MediaType): MediaType | undefined {
  if (forced) return forced;
  if (meta.mime?.startsWith('image/')) return 'image';
  if (meta.mime?.startsWith('video/')) return 'video';
  return mediaTypeOfUrl(meta.url);
}

function fromMeta(event: NostrEvent, metas: (MediaMeta | undefined)[], forced?: MediaType): MediaItem[] {
  const items: MediaItem[] = [];
  for (const meta of metas) {
    if (!meta) continue;
    const type = typeOf(meta, forced);
    const url = type && normalizeMediaUrl(meta.url, type);
    if (!type || !url) continue;
    items.push(toItem(event, url, type, meta));
  }
  return items;
}

function toItem(event: NostrEvent, url: string, type: MediaType, meta?: MediaMeta): MediaItem {
  return {
    key: meta?.hash ?? url,
    post: event,
    url,
    author: npubOf(event.pubkey),
    authorId: event.pubkey,
    content: stripContent(event.content),
    type,
    timestamp: event.created_at,
    noteId: event.id,
    tags: hashtagsOf(event),
    width: meta?.width,
    height: meta?.height,
    blurhash: meta?.blurhash,
    alt: meta?.alt,
    hash: meta?.hash,
    mime: meta?.mime,
  };
}

function imetasOf(event: NostrEvent): MediaMeta[] {
  const metas: MediaMeta[] = [];
  for (const tag of event.tags) {
    if (tag[0] !== 'imeta') continue;
    const meta = parseImeta(tag);
    if (meta) metas.push(meta);
  }
  return metas;
}

function fromNote(event: NostrEvent): MediaItem[] {
  const urls = extractMediaUrls(event.content);
  if (urls.length === 0) return [];
  const metas = event.tags.some((tag) => tag[0] === 'imeta') ? imetasOf(event) : [];
  return urls.map((url) => {
    const meta = metas.find((candidate) => normalizeMediaUrl(candidate.url, 'image') === url);
    return toItem(event, url, mediaTypeOfUrl(url) ?? 'image', meta);
  });
}

export function extractMedia(event: NostrEvent): MediaItem[] {
  if (!isValidEventShape(event)) return [];
  if (event.kind === NOTE_KIND) return fromNote(event);
  if (event.kind === PICTURE_KIND) return fromMeta(event, imetasOf(event));
  if (VIDEO_KINDS.has(event.kind)) return fromMeta(event, imetasOf(event), 'video');
  if (event.kind === FILE_METADATA_KIND) return fromMeta(event, [parseFileMetadataTags(event.tags)]);
  return [];
}
