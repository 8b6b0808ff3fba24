/**
 * Posts to media items (docs/data-and-requests.md, Data shapes): kind 1 notes with links,
 * NIP-68 pictures (kind 20), NIP-71 videos (kinds 21, 22) and NIP-94 files (kind 1063).
 */
import { contentWarningOf } from '../trust/content-warning';
import { hashtagsOf, isValidEventShape } from '../events/event-shape';
import { FILE_METADATA_KIND, PICTURE_KIND, TEXT_NOTE_KIND, VIDEO_KINDS } from '../events/kinds';
import { parseFileMetadataTags, parseImeta, type MediaMeta } from './imeta';
import { extractMediaLinks, HLS_MIME_TYPES, normalizeMediaLink, normalizeMediaUrl, stripContent } from './media-url';
import { npubEncode } from '../events/nip19';
import type { MediaItem, MediaType, NostrEvent, VideoVariant } from '../types';

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

/** Declared types (imeta `m`, already lowercased); an HLS playlist is a video (docs/content-rules.md, Media links). */
function typeOfMime(mime: string | undefined): MediaType | undefined {
  if (mime === undefined) return undefined;
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/') || HLS_MIME_TYPES.has(mime)) return 'video';
  return undefined;
}

function fromMeta(event: NostrEvent, metas: (MediaMeta | undefined)[]): MediaItem[] {
  const items: MediaItem[] = [];
  const shared = sharedFields(event);
  for (const meta of metas) {
    if (!meta) continue;
    const declared = typeOfMime(meta.mime);
    const link = normalizeMediaLink(meta.url, declared);
    const type = declared ?? link?.type;
    if (!link || !type) continue;
    items.push(toItem(shared, link.url, type, meta, undefined, posterOf(type, meta)));
  }
  return items;
}

/** A video's still picture: only http(s), rewritten like any picture link. */
function posterOf(type: MediaType, meta: MediaMeta | undefined): string | undefined {
  return type === 'video' && meta?.image ? normalizeMediaUrl(meta.image, 'image') : undefined;
}

function addVariant(variants: VideoVariant[], value: string, meta: MediaMeta): void {
  const link = normalizeMediaLink(value, 'video');
  if (!link || variants.some((known) => known.url === link.url)) return;
  variants.push({ url: link.url, width: meta.width, height: meta.height, mime: meta.mime, hash: meta.hash });
}

/**
 * NIP-71: the imeta tags of a video post are renditions of one video (each with its own
 * size, type and `fallback` copies), so the post is one item. The first usable rendition
 * gives the item its url and details; the first `image` is its poster.
 */
function fromVideo(event: NostrEvent): MediaItem[] {
  const variants: VideoVariant[] = [];
  let primary: MediaMeta | undefined;
  let poster: string | undefined;
  for (const tag of event.tags) {
    if (tag[0] !== 'imeta') continue;
    const meta = parseImeta(tag);
    // A tag that declares a picture type describes no rendition of the video.
    if (!meta || typeOfMime(meta.mime) === 'image') continue;
    const before = variants.length;
    addVariant(variants, meta.url, meta);
    for (const fallback of meta.fallback) addVariant(variants, fallback, meta);
    if (variants.length === before) continue;
    primary ??= meta;
    poster ??= posterOf('video', meta);
  }
  const first = variants[0];
  if (!primary || !first) return [];
  return [toItem(sharedFields(event), first.url, 'video', primary, variants.length > 1 ? variants : undefined, poster)];
}

type SharedFields = Pick<MediaItem, 'post' | 'author' | 'authorId' | 'content' | 'timestamp' | 'noteId' | 'tags' | 'contentWarning'>;

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
    contentWarning: contentWarningOf(event),
  };
}

function toItem(
  shared: SharedFields,
  url: string,
  type: MediaType,
  meta?: MediaMeta,
  variants?: VideoVariant[],
  poster?: string,
): MediaItem {
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
    variants,
    poster,
    contentWarning: shared.contentWarning,
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
  return links.map(({ url, type = 'image' }) => {
    const meta = metas[metaUrls.indexOf(url)];
    return toItem(shared, url, type, meta, undefined, posterOf(type, meta));
  });
}

export function extractMedia(event: NostrEvent): MediaItem[] {
  if (!isValidEventShape(event)) return [];
  if (event.kind === TEXT_NOTE_KIND) return fromNote(event);
  if (event.kind === PICTURE_KIND) return fromMeta(event, imetasOf(event));
  if (VIDEO_KINDS.includes(event.kind)) return fromVideo(event);
  if (event.kind === FILE_METADATA_KIND) return fromMeta(event, [parseFileMetadataTags(event.tags)]);
  return [];
}
