/**
 * The picture post a user publishes (NIP-68, kind 20; docs/posting.md, The post): the
 * caption as content, a `title` tag, one `imeta` tag per picture (NIP-92: url, m, x, dim,
 * blurhash, alt, and fallback for each copy on another server), `m` and `x` tags that
 * NIP-68 asks for so relays can filter by type and hash, and a `t` tag per hashtag.
 */
import { PICTURE_KIND } from '../events/kinds';
import type { UnsignedEvent } from '../types';

/** docs/constants.md: pictures in one post. */
export const MAX_POST_PICTURES = 10;
/** docs/constants.md: the caption's length, in characters. */
export const MAX_CAPTION_LENGTH = 4000;
/** docs/constants.md: the title's length, in characters. */
export const MAX_TITLE_LENGTH = 200;
/** docs/constants.md: one picture's alt text, in characters. */
export const MAX_ALT_LENGTH = 1000;

/** A picture as the device made it ready: re-encoded without its metadata, measured and hashed (docs/posting.md, Before upload). */
export interface PreparedPicture {
  /** The name of the file picked, for messages. */
  name: string;
  mime: string;
  width: number;
  height: number;
  /** SHA-256 of `bytes`, lowercase hex. */
  hash: string;
  blurhash?: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** A picture once uploaded: where it is, and what the post says of it. */
export interface PostPicture {
  url: string;
  mime: string;
  hash: string;
  width: number;
  height: number;
  blurhash?: string;
  alt?: string;
  /** The same file on other servers (a Blossom mirror). */
  fallback: readonly string[];
}

export interface PicturePostDraft {
  title: string;
  caption: string;
  hashtags: readonly string[];
  pictures: readonly PostPicture[];
  now: number;
}

/** One line for a tag value: alt text and titles are shown on one line by most clients. */
export function oneLine(text: string, max: number): string {
  return [...text.replace(/\s+/g, ' ').trim()].slice(0, max).join('');
}

/** NIP-92: one `imeta` tag, each entry "key value". */
export function imetaTag(picture: PostPicture): string[] {
  const tag = ['imeta', `url ${picture.url}`, `m ${picture.mime}`, `x ${picture.hash}`, `dim ${picture.width}x${picture.height}`];
  if (picture.blurhash) tag.push(`blurhash ${picture.blurhash}`);
  const alt = picture.alt ? oneLine(picture.alt, MAX_ALT_LENGTH) : '';
  if (alt) tag.push(`alt ${alt}`);
  for (const url of picture.fallback) tag.push(`fallback ${url}`);
  return tag;
}

export function picturePostTemplate(draft: PicturePostDraft): UnsignedEvent {
  const tags: string[][] = [];
  const title = oneLine(draft.title, MAX_TITLE_LENGTH);
  if (title) tags.push(['title', title]);
  for (const picture of draft.pictures) tags.push(imetaTag(picture));
  for (const mime of new Set(draft.pictures.map((picture) => picture.mime))) tags.push(['m', mime]);
  for (const hash of new Set(draft.pictures.map((picture) => picture.hash))) tags.push(['x', hash]);
  for (const hashtag of draft.hashtags) tags.push(['t', hashtag]);
  return { kind: PICTURE_KIND, content: draft.caption.trim(), created_at: draft.now, tags };
}

/** What a draft holds, for the checks before it is sent. */
export interface DraftCounts {
  caption: string;
  title: string;
  pictureCount: number;
  videoCount?: number;
}

/**
 * What stops a post from being sent, in words for the form; undefined when it can go. A
 * post holds pictures (NIP-68) or one video (NIP-71), never both: they are different kinds.
 */
export function draftProblem(draft: DraftCounts): string | undefined {
  const videos = draft.videoCount ?? 0;
  if (draft.pictureCount === 0 && videos === 0) return 'Add a picture or a video first.';
  if (videos > 0 && draft.pictureCount + videos > 1) return 'A post holds pictures or one video, not both: post the video on its own.';
  if (draft.pictureCount > MAX_POST_PICTURES) return `A post holds at most ${MAX_POST_PICTURES} pictures.`;
  if ([...draft.caption].length > MAX_CAPTION_LENGTH)
    return `The caption is longer than ${MAX_CAPTION_LENGTH.toLocaleString('en')} characters.`;
  if ([...draft.title].length > MAX_TITLE_LENGTH) return `The title is longer than ${MAX_TITLE_LENGTH} characters.`;
  if (videos > 0 && !draft.title.trim()) return 'Give the video a title: a video post carries one.';
  return undefined;
}
