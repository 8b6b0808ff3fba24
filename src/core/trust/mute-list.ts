/**
 * NIP-51 mute list, kind 10000 (docs/session-and-actions.md, Own lists): muted authors (p), hashtags
 * (t), words and posts (e), public entries only. Muted posts disappear from every feed.
 * The app adds authors and posts to it (docs/session-and-actions.md, Muting).
 */
import { hashtagsOf } from '../events/event-shape';
import { toHex32 } from '../events/hex32';
import { MUTE_LIST_KIND } from '../events/kinds';
import type { MediaItem, NostrEvent } from '../types';

export interface MuteList {
  pubkeys: ReadonlySet<string>;
  /** Lowercased, without '#'. */
  hashtags: ReadonlySet<string>;
  /** Lowercased, non-empty. */
  words: readonly string[];
  eventIds: ReadonlySet<string>;
}

export const EMPTY_MUTE_LIST: MuteList = { pubkeys: new Set(), hashtags: new Set(), words: [], eventIds: new Set() };

/** What a viewer mutes from where the picture is: its author, or the one post. Keys are 64-hex. */
export type MuteEntry = { kind: 'author'; pubkey: string } | { kind: 'post'; eventId: string };

/** The entry as a NIP-51 public tag: `p` for an author, `e` for a post, lowercase hex. */
export function muteTag(entry: MuteEntry): [string, string] {
  return entry.kind === 'author' ? ['p', entry.pubkey.toLowerCase()] : ['e', entry.eventId.toLowerCase()];
}

/**
 * The list's tags with the entry added at the end as a public entry. Every other tag (and
 * any the app does not know) stays as it was, in its place; an entry already listed, in
 * any case, is not added twice.
 */
export function addMuteTag(tags: readonly string[][], entry: MuteEntry): string[][] {
  const [name, value] = muteTag(entry);
  const listed = tags.some((tag) => tag[0] === name && toHex32(tag[1]) === value);
  return listed ? tags.map((tag) => [...tag]) : [...tags.map((tag) => [...tag]), [name, value]];
}

/** The parsed list with the entry in it: what the feed hides while the new list is being published. */
export function withMuteEntry(mutes: MuteList, entry: MuteEntry): MuteList {
  if (entry.kind === 'author') return { ...mutes, pubkeys: new Set(mutes.pubkeys).add(entry.pubkey.toLowerCase()) };
  return { ...mutes, eventIds: new Set(mutes.eventIds).add(entry.eventId.toLowerCase()) };
}

export function isEmptyMuteList(mutes: MuteList): boolean {
  return mutes.pubkeys.size === 0 && mutes.hashtags.size === 0 && mutes.words.length === 0 && mutes.eventIds.size === 0;
}

export function parseMuteList(event: NostrEvent): MuteList {
  if (event.kind !== MUTE_LIST_KIND) return EMPTY_MUTE_LIST;
  const pubkeys = new Set<string>();
  const hashtags = new Set<string>();
  const words = new Set<string>();
  const eventIds = new Set<string>();
  for (const [name, value] of event.tags) {
    if (typeof value !== 'string') continue;
    if (name === 'p') addHex(pubkeys, value);
    else if (name === 'e') addHex(eventIds, value);
    else if (name === 't') addText(hashtags, value.replace(/^#+/, ''));
    else if (name === 'word') addText(words, value);
  }
  return { pubkeys, hashtags, words: [...words], eventIds };
}

function addHex(set: Set<string>, value: string): void {
  const hex = toHex32(value);
  if (hex) set.add(hex);
}

function addText(set: Set<string>, value: string): void {
  const text = value.trim().toLowerCase();
  if (text) set.add(text);
}

/**
 * Whether an item is muted: its author, a hashtag, the post itself or a word of its text.
 * A repost is judged by the post it carries (item.post is that post), and also hidden when
 * the one who reposted it is muted.
 */
export function isMutedItem(item: Pick<MediaItem, 'authorId' | 'noteId' | 'tags' | 'post' | 'repostedBy'>, mutes: MuteList): boolean {
  if (mutes.pubkeys.has(item.authorId) || mutes.pubkeys.has(item.post.pubkey)) return true;
  if (item.repostedBy && mutes.pubkeys.has(item.repostedBy)) return true;
  if (mutes.eventIds.has(item.noteId) || mutes.eventIds.has(item.post.id)) return true;
  if (mutes.hashtags.size > 0 && [...item.tags, ...hashtagsOf(item.post)].some((tag) => mutes.hashtags.has(tag.toLowerCase()))) return true;
  if (mutes.words.length === 0) return false;
  const text = item.post.content.toLowerCase();
  return mutes.words.some((word) => text.includes(word));
}

/**
 * Whether a comment is muted (docs/content-rules.md, Comments): its author, the event
 * itself, a hashtag it carries or a word of its text, as for posts.
 */
export function isMutedEvent(event: Pick<NostrEvent, 'id' | 'pubkey' | 'tags' | 'content'>, mutes: MuteList): boolean {
  if (mutes.pubkeys.has(event.pubkey) || mutes.eventIds.has(event.id)) return true;
  if (mutes.hashtags.size > 0 && hashtagsOf(event).some((tag) => mutes.hashtags.has(tag.toLowerCase()))) return true;
  if (mutes.words.length === 0) return false;
  const text = event.content.toLowerCase();
  return mutes.words.some((word) => text.includes(word));
}
