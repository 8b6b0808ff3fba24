/**
 * Posts to media items (docs/data-and-requests.md, Data shapes): kind 1 notes with links,
 * NIP-68 pictures (kind 20), NIP-71 videos (kinds 21, 22) and NIP-94 files (kind 1063).
 */
import { hashtagsOf, isValidEventShape } from './event-shape';
import { parseFileMetadataTags, parseImeta, type MediaMeta } from './imeta';
import { extractMediaLinks, normalizeMediaLink, stripContent } from './media-url';
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

function typeOfMime(mime: string | undefined): MediaType | undefined {
  if (mime?.startsWith('image/')) return 'image';
  if (mime?.startsWith('video/')) return 'video';
  return undefined;
}

function fromMeta(event: NostrEvent, metas: (MediaMeta | undefined)[], forced?: MediaType): MediaItem[] {
  const items: MediaItem[] = [];
  const shared = sharedFields(event);
  for (const meta of metas) {
    if (!meta) continue;
    const declared = forced ?? typeOfMime(meta.mime);
    const link = normalizeMediaLink(meta.url, declared);
    const type = declared ?? link?.type;
    if (!link || !type) continue;
    items.push(toItem(shared, link.url, type, meta));
  }
  return items;
}

type SharedFields = Pick<MediaItem, 'post' | 'author' | 'authorId' | 'content' | 'timestamp' | 'noteId' | 'tags'>;

/** What every item of one post has in common, worked out once per post. */
function sharedFields(event: NostrEvent): SharedFields {
  return {
    post: event,
    author: npubOf(event.pubkey),
    authorId: event.pubkey,
    content: stripContent(event.content),
    timestamp: event.created_at,
    noteId: event.id,
    tags: hashtagsOf(event),
  };
}

function toItem(shared: SharedFields, url: string, type: MediaType, meta?: MediaMeta): MediaItem {
  // Listed field by field: a spread would give every item a slow dictionary shape.
  return {
    key: meta?.hash ?? url,
    post: shared.post,
    url,
    author: shared.author,
    authorId: shared.authorId,
    content: shared.content,
    type,
    timestamp: shared.timestamp,
    noteId: shared.noteId,
    tags: shared.tags,
    width: meta?.width,
    height: meta?.height,
    blurhash: meta?.blurhash,
    alt: meta?.alt,
    hash: meta?.hash,
    mime: meta?.mime,
    duration: meta?.duration,
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
  const links = extractMediaLinks(event.content);
  if (links.length === 0) return [];
  const metas = event.tags.some((tag) => tag[0] === 'imeta') ? imetasOf(event) : [];
  const metaUrls = metas.map((meta) => normalizeMediaLink(meta.url, 'image')?.url);
  const shared = sharedFields(event);
  return links.map(({ url, type }) => toItem(shared, url, type ?? 'image', metas[metaUrls.indexOf(url)]));
}

export function extractMedia(event: NostrEvent): MediaItem[] {
  if (!isValidEventShape(event)) return [];
  if (event.kind === NOTE_KIND) return fromNote(event);
  if (event.kind === PICTURE_KIND) return fromMeta(event, imetasOf(event));
  if (VIDEO_KINDS.has(event.kind)) return fromMeta(event, imetasOf(event), 'video');
  if (event.kind === FILE_METADATA_KIND) return fromMeta(event, [parseFileMetadataTags(event.tags)]);
  return [];
}
