/**
 * What the floor page shows of one post: a deliberately small version of what
 * src/core/extract-media.ts finds. NIP-68 picture posts (kind 20) by their imeta urls,
 * NIP-94 files (kind 1063) by their url tag, NIP-71 videos (kinds 21, 22) by their first
 * imeta, and notes (kind 1) by the links in their text that end in a picture or video
 * extension; an imeta `dim` gives the box its shape. A video gets a box and nothing in
 * it, as the app's grid gives it a tile that is no picture: both pages then have the same
 * boxes for the probe to count pictures in. Reposts and anything else give nothing.
 */
import type { NostrEvent } from '../../src/core/types';

export interface FloorMedia {
  url: string;
  video: boolean;
  width?: number;
  height?: number;
}

const MEDIA_LINK = /https?:\/\/[^\s<>"']+\.(jpe?g|png|gif|webp|mp4|webm|mov|m4v|m3u8)(?:\?[^\s<>"']*)?/gi;
const VIDEO_EXTENSION = /^(mp4|webm|mov|m4v|m3u8)$/i;
const DIMENSIONS = /^(\d+)x(\d+)$/;

/** The `key value` fields of an imeta tag, or of a kind 1063's tags. */
function fieldsOf(entries: readonly string[]): Map<string, string> {
  const fields = new Map<string, string>();
  for (const entry of entries) {
    const space = entry.indexOf(' ');
    if (space > 0 && !fields.has(entry.slice(0, space))) fields.set(entry.slice(0, space), entry.slice(space + 1).trim());
  }
  return fields;
}

function media(fields: Map<string, string>, video: boolean): FloorMedia | undefined {
  const url = fields.get('url');
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  const size = DIMENSIONS.exec(fields.get('dim') ?? '');
  return size ? { url, video, width: Number(size[1]), height: Number(size[2]) } : { url, video };
}

const imetas = (event: NostrEvent): Map<string, string>[] => event.tags.filter((tag) => tag[0] === 'imeta').map((tag) => fieldsOf(tag.slice(1)));

const isPictureType = (fields: Map<string, string>): boolean => !fields.has('m') || fields.get('m')?.startsWith('image/') === true;

export function mediaOf(event: NostrEvent): FloorMedia[] {
  if (event.kind === 20) return imetas(event).flatMap((fields) => (isPictureType(fields) ? (media(fields, false) ?? []) : []));
  if (event.kind === 21 || event.kind === 22) return [imetas(event)[0]].flatMap((fields) => (fields && media(fields, true)) ?? []);
  if (event.kind === 1063) {
    const fields = fieldsOf(event.tags.map((tag) => tag.slice(0, 2).join(' ')));
    return isPictureType(fields) ? [media(fields, false) ?? []].flat() : [];
  }
  if (event.kind !== 1 || typeof event.content !== 'string') return [];
  const described = imetas(event);
  const seen = new Set<string>();
  return [...event.content.matchAll(MEDIA_LINK)].flatMap(([url, extension]) => {
    if (seen.has(url)) return [];
    seen.add(url);
    const video = VIDEO_EXTENSION.test(extension ?? '');
    const fields = described.find((meta) => meta.get('url') === url);
    return (fields && media(fields, video)) ?? { url, video };
  });
}
