/** The post filter rules of docs/content-rules.md, Post filter. Keys are compared as lowercase hex. */
import { hashtagsOf } from '../events/event-shape';
import { ADULT_TAGS, BLOCKED_AUTHORS, BLOCKED_TAGS, isAdultAuthor, isMixedAdultAuthor } from '../reference/reference-data';
import type { MediaItem, MediaTypeFilter, NostrEvent } from '../types';

export type PostVerdict = 'ok' | 'blocked-author' | 'blocked-tag' | 'reply' | 'adult';

export interface PostFilterOptions {
  showReplies: boolean;
  showAdult: boolean;
  /** A hashtag or topic view, where mixed authors count as adult only for adult tags. */
  tagView: boolean;
  blockedAuthors?: ReadonlySet<string>;
  blockedTags?: ReadonlySet<string>;
  mutedAuthors?: ReadonlySet<string>;
}

/**
 * NIP-10: an `e` tag marked reply or root makes a reply; `mention` does not. Unmarked
 * (deprecated positional) `e` tags only ever appeared on replies.
 */
export function isReply(event: Pick<NostrEvent, 'tags'>): boolean {
  let positional = false;
  for (const tag of event.tags) {
    if (tag[0] !== 'e') continue;
    const marker = tag[3];
    if (marker === 'reply' || marker === 'root') return true;
    if (marker === undefined || marker === '') positional = true;
  }
  return positional;
}

function hasAdultTag(tags: readonly string[]): boolean {
  return tags.some((tag) => ADULT_TAGS.has(tag));
}

/**
 * An adult hashtag or an adult author. A NIP-36 content warning alone does not make a post
 * adult: it is shown blurred behind its reason (docs/content-rules.md, Content warnings).
 */
export function isAdultRelated(event: NostrEvent, options: { tagView: boolean }, tags = hashtagsOf(event)): boolean {
  if (hasAdultTag(tags)) return true;
  const author = event.pubkey.toLowerCase();
  if (isAdultAuthor(author)) return true;
  // Mixed authors post both; in a tag view only their adult-tagged posts count as adult.
  return !options.tagView && isMixedAdultAuthor(author);
}

export function judgePost(event: NostrEvent, options: PostFilterOptions): PostVerdict {
  const author = event.pubkey.toLowerCase();
  const blockedAuthors = options.blockedAuthors ?? BLOCKED_AUTHORS;
  if (blockedAuthors.has(author) || options.mutedAuthors?.has(author)) return 'blocked-author';
  const tags = hashtagsOf(event);
  const blockedTags = options.blockedTags ?? BLOCKED_TAGS;
  if (tags.some((tag) => blockedTags.has(tag))) return 'blocked-tag';
  if (!options.showReplies && isReply(event)) return 'reply';
  if (!options.showAdult && isAdultRelated(event, options, tags)) return 'adult';
  return 'ok';
}

export function matchesTypeFilter(item: Pick<MediaItem, 'type'>, type: MediaTypeFilter): boolean {
  return type === 'all' || item.type === type;
}
