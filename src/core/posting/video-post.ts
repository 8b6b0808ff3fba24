/**
 * The video post a user publishes (NIP-71; docs/posting.md, A video post): kind 21 for a
 * normal video, 22 for a short one. NIP-71 tells them apart by viewing style, "mostly
 * vertical (portrait)" for short ones, so a video taller than wide is a kind 22. The
 * caption is the content; `title` (NIP-71 requires one), `published_at`, `alt`, the
 * `imeta` tag of the file (NIP-92 and NIP-71: url, m, x, dim, size, the poster as `image`,
 * its copies as more `image` entries, `fallback`, `service nip96`, blurhash, duration,
 * bitrate), a `duration` tag for readers of NIP-71's first text, and a `t` per hashtag.
 */
import { SHORT_VIDEO_KIND, VIDEO_KIND } from '../events/kinds';
import { MAX_ALT_LENGTH, MAX_TITLE_LENGTH, oneLine, type PostPicture, type PreparedPicture } from './picture-post';
import type { UnsignedEvent } from '../types';

/**
 * A video as the device made it ready (docs/posting.md, Videos before upload): its bytes
 * with the location blanked, measured, hashed; `blurhash` is its poster's.
 */
export interface PreparedVideo extends PreparedPicture {
  /** Seconds. */
  duration: number;
  /** A frame of the video, a JPEG drawn on the device. */
  poster: PreparedPicture;
  /** The location boxes or tags found and blanked ("©xyz", "loci", …); empty when the file had none. */
  removed: readonly string[];
}

export function isPreparedVideo(prepared: PreparedPicture | undefined): prepared is PreparedVideo {
  return prepared !== undefined && 'poster' in prepared && 'duration' in prepared;
}

/** A video once uploaded, with its poster frame. */
export interface PostVideo extends PostPicture {
  /** Seconds. */
  duration: number;
  /** Bytes. */
  size: number;
  poster?: { url: string; fallback: readonly string[] };
  /** Uploaded to a NIP-96 server: readers may look the file up by hash in the author's list (NIP-71). */
  nip96?: boolean;
}

export interface VideoPostDraft {
  title: string;
  caption: string;
  hashtags: readonly string[];
  video: PostVideo;
  now: number;
}

/** NIP-71: short (22) for a portrait video, normal (21) for a landscape or square one. */
export function videoKind(width: number, height: number): number {
  return height > width ? SHORT_VIDEO_KIND : VIDEO_KIND;
}

/** Seconds, to the millisecond, without trailing zeros ("29.223", "5"). */
function seconds(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** The video's `imeta` tag (NIP-92, with NIP-71's duration and bitrate). */
export function videoImetaTag(video: PostVideo): string[] {
  const tag = [
    'imeta',
    `url ${video.url}`,
    `m ${video.mime}`,
    `x ${video.hash}`,
    `dim ${video.width}x${video.height}`,
    `size ${video.size}`,
  ];
  if (video.poster) for (const url of [video.poster.url, ...video.poster.fallback]) tag.push(`image ${url}`);
  for (const url of video.fallback) tag.push(`fallback ${url}`);
  if (video.nip96) tag.push('service nip96');
  if (video.blurhash) tag.push(`blurhash ${video.blurhash}`);
  tag.push(`duration ${seconds(video.duration)}`);
  if (video.duration > 0) tag.push(`bitrate ${Math.round((video.size * 8) / video.duration)}`);
  const alt = video.alt ? oneLine(video.alt, MAX_ALT_LENGTH) : '';
  if (alt) tag.push(`alt ${alt}`);
  return tag;
}

export function videoPostTemplate(draft: VideoPostDraft): UnsignedEvent {
  const { video } = draft;
  const tags: string[][] = [
    ['title', oneLine(draft.title, MAX_TITLE_LENGTH)],
    ['published_at', String(draft.now)],
  ];
  const alt = video.alt ? oneLine(video.alt, MAX_ALT_LENGTH) : '';
  if (alt) tags.push(['alt', alt]);
  tags.push(videoImetaTag(video), ['duration', seconds(video.duration)]);
  for (const hashtag of draft.hashtags) tags.push(['t', hashtag]);
  return { kind: videoKind(video.width, video.height), content: draft.caption.trim(), created_at: draft.now, tags };
}
