/**
 * Writes the small fixture set's posts (tests/support/fixtures-small.ts): each kind of
 * media post the gallery reads, signed by a named author, five minutes apart and newest
 * first in the order they are written, with what each one shows described for the tests.
 */
import type { NostrEvent } from 'nostr-tools';
import {
  fileMetadataTags,
  hashtagTags,
  hashtagText,
  imageImeta,
  isVideoExtension,
  sign,
  tamper,
  videoImeta,
  type FixtureAuthor,
} from './fixture-events';
import type { FixturePost, HiddenReason, SmallTag } from './fixture-types';
import { mediaUrl, type ImageExtension, type MediaExtension, type VideoExtension } from './media-spec';

export interface PostOptions {
  text: string;
  tags: SmallTag[] | string[];
  media: MediaExtension[];
  /** Also describe the media with NIP-92 imeta tags (kind 1). */
  imeta?: boolean;
  extraTags?: string[][];
  hidden?: HiddenReason;
  /** Media name prefix, e.g. 'missing-' for a picture the server answers 404. */
  prefix?: string;
}

export function createSmallSetWriter<Name extends string>(options: {
  by: Record<Name, FixtureAuthor>;
  mediaBase: string;
  relayUrl: string;
  now: number;
}) {
  const { by, mediaBase, relayUrl, now } = options;
  const events: NostrEvent[] = [];
  const posts: FixturePost[] = [];
  const serials = new Map<string, number>();
  let clock = now - 60;

  /** Posts are five minutes apart, newest first in the order they are written below. */
  const nextTime = (): number => (clock -= 300);

  function newMedia(author: Name, ext: MediaExtension, prefix = ''): { name: string; url: string } {
    const serial = (serials.get(author) ?? 0) + 1;
    serials.set(author, serial);
    const name = `${prefix}${author}-${serial}`;
    return { name, url: mediaUrl(mediaBase, name, ext) };
  }

  /** Describes a post; stores it unless it only exists embedded in a repost. */
  function record(author: Name, event: NostrEvent, urls: string[], hidden?: HiddenReason, videos = false, store = true): FixturePost {
    const post: FixturePost = {
      id: event.id,
      kind: event.kind,
      author,
      pubkey: event.pubkey,
      created_at: event.created_at,
      urls,
      type: urls.length === 0 ? 'none' : videos ? 'video' : 'image',
      tags: event.tags.filter((tag) => tag[0] === 't').map((tag) => tag[1] ?? ''),
      ...(hidden ? { hidden } : {}),
    };
    if (store) {
      events.push(event);
      posts.push(post);
    }
    return post;
  }

  /** Kind 1: text, hashtags, then the links (the way most clients post pictures). */
  function note(author: Name, o: PostOptions, store = true): { post: FixturePost; event: NostrEvent } {
    const files = o.media.map((ext) => ({ ext, ...newMedia(author, ext, o.prefix) }));
    const imetas = o.imeta
      ? files.filter((f) => !isVideoExtension(f.ext)).map((f) => imageImeta(f.url, f.name, f.ext as ImageExtension))
      : [];
    const content = [o.text + hashtagText(o.tags), ...files.map((f) => f.url)].join('\n');
    const tags = [...(o.extraTags ?? []), ...hashtagTags(o.tags), ...imetas];
    const event = sign(by[author], { kind: 1, created_at: nextTime(), tags, content });
    const urls = files.map((f) => f.url);
    const videos = files.some((f) => isVideoExtension(f.ext));
    const hidden = o.hidden ?? (urls.length ? undefined : 'no-media');
    return { event, post: record(author, event, urls, hidden, videos, store) };
  }

  /** Kind 20 (NIP-68): the pictures live only in imeta tags. */
  function picture(author: Name, title: string, tags: SmallTag[], exts: ImageExtension[]): FixturePost {
    const files = exts.map((ext) => ({ ext, ...newMedia(author, ext) }));
    const event = sign(by[author], {
      kind: 20,
      created_at: nextTime(),
      tags: [['title', title], ...files.map((f) => imageImeta(f.url, f.name, f.ext, `${title} (${f.ext})`)), ...hashtagTags(tags)],
      content: `${title}${hashtagText(tags)}`,
    });
    return record(
      author,
      event,
      files.map((f) => f.url),
    );
  }

  /** Kind 21 (NIP-71): a video with a poster picture. */
  function video(author: Name, title: string, tags: SmallTag[], ext: VideoExtension): { post: FixturePost; poster: string } {
    const file = newMedia(author, ext);
    const poster = mediaUrl(mediaBase, `${file.name}-poster`, 'jpg');
    const event = sign(by[author], {
      kind: 21,
      created_at: nextTime(),
      tags: [['title', title], ['published_at', String(clock)], videoImeta(file.url, ext, poster), ...hashtagTags(tags)],
      content: `${title}: a one-second test pattern.`,
    });
    return { post: record(author, event, [file.url], undefined, true), poster };
  }

  /** Kind 1063 (NIP-94) file metadata. */
  function fileMetadata(author: Name, alt: string, tags: SmallTag[], ext: ImageExtension): FixturePost {
    const file = newMedia(author, ext);
    const event = sign(by[author], {
      kind: 1063,
      created_at: nextTime(),
      tags: [...fileMetadataTags(file.url, file.name, ext, alt), ...hashtagTags(tags)],
      content: alt,
    });
    return record(author, event, [file.url]);
  }

  /** Kind 6 (NIP-18) with the original inside; the original itself is not stored. */
  function repost(author: Name, original: { event: NostrEvent; post: FixturePost }, tampered: boolean): FixturePost {
    const embedded = tampered ? tamper(original.event) : original.event;
    const event = sign(by[author], {
      kind: 6,
      created_at: nextTime(),
      tags: [
        ['e', original.event.id, relayUrl],
        ['p', original.event.pubkey],
      ],
      content: JSON.stringify(embedded),
    });
    return record(author, event, original.post.urls, tampered ? 'tampered-repost' : undefined);
  }

  return { events, posts, note, picture, video, fileMetadata, repost };
}
