/**
 * The user's comment or reply as an unsigned event (docs/session-and-actions.md,
 * Comments): a NIP-22 comment (kind 1111) on a picture, video or file post, a NIP-10
 * reply (kind 1) to a text note. The tags name the post as the root and what is answered
 * as the parent; nothing is taken from the text but the people it mentions.
 */
import { mentionedPubkeys } from './comment-text';
import { commentStyle } from './comment-thread';
import { toHex32 } from '../events/hex32';
import { COMMENT_KIND, TEXT_NOTE_KIND } from '../events/kinds';
import type { NostrEvent, UnsignedEvent } from '../types';
import { normalizeRelayUrl } from '../relays/relay-list';

/** A note naming hundreds of people must not make a reply notify them all. */
export const MAX_REPLY_PEOPLE = 100;

type Target = Pick<NostrEvent, 'id' | 'pubkey' | 'kind' | 'tags'>;

export interface CommentDraft {
  /** The post the panel shows: the thread's root. */
  post: Target;
  /** The comment being answered; none for a comment on the post itself. */
  parent?: Target;
  content: string;
  /** Where an event was read from, named as a hint in the tag that points at it (NIP-01, NIP-10, NIP-22). */
  relayHint(id: string): string | undefined;
  now: number;
}

function hintFor(draft: CommentDraft, id: string): string {
  const hint = draft.relayHint(id);
  return (hint && normalizeRelayUrl(hint)) ?? '';
}

/** `p` tags for each key once, in order, at most MAX_REPLY_PEOPLE. */
function peopleTags(keys: Iterable<string>): string[][] {
  const unique = new Set<string>();
  for (const key of keys) {
    if (unique.size >= MAX_REPLY_PEOPLE) break;
    const hex = toHex32(key);
    if (hex) unique.add(hex);
  }
  return [...unique].map((key) => ['p', key]);
}

/**
 * NIP-22: the root scope (`E` with a relay hint and the author, `K`, `P`) and the parent
 * (`e`, `k`, `p`); the parent is the post itself for a top-level comment. People the text
 * mentions get `p` tags of their own after the parent's.
 */
function nip22Tags(draft: CommentDraft): string[][] {
  const { post } = draft;
  const parent = draft.parent ?? post;
  const tags = [
    ['E', post.id, hintFor(draft, post.id), post.pubkey],
    ['K', String(post.kind)],
    ['P', post.pubkey],
    ['e', parent.id, hintFor(draft, parent.id), parent.pubkey],
    ['k', String(parent.kind)],
    ['p', parent.pubkey],
  ];
  const mentioned = mentionedPubkeys(draft.content).filter((key) => key !== parent.pubkey);
  return [...tags, ...peopleTags(mentioned)];
}

/**
 * NIP-10: a marked `e` tag for the root, and one for the reply when it answers a reply,
 * each with a relay hint and the author; `p` tags for the author answered, everyone
 * their note named, and the people the text mentions.
 */
function nip10Tags(draft: CommentDraft): string[][] {
  const { post, parent } = draft;
  const answered = parent ?? post;
  const tags = [['e', post.id, hintFor(draft, post.id), 'root', post.pubkey]];
  if (parent) tags.push(['e', parent.id, hintFor(draft, parent.id), 'reply', parent.pubkey]);
  const named = answered.tags.filter((tag) => tag[0] === 'p' && typeof tag[1] === 'string').map((tag) => tag[1] ?? '');
  return [...tags, ...peopleTags([answered.pubkey, ...named, ...mentionedPubkeys(draft.content)])];
}

export function commentTemplate(draft: CommentDraft): UnsignedEvent {
  const content = draft.content.trim();
  if (commentStyle(draft.post.kind) === 'nip22') return { kind: COMMENT_KIND, content, tags: nip22Tags(draft), created_at: draft.now };
  return { kind: TEXT_NOTE_KIND, content, tags: nip10Tags(draft), created_at: draft.now };
}
