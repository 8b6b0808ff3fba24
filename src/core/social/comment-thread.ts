/**
 * Comments on one post (docs/content-rules.md, Comments): what the relays are asked for,
 * which answers are comments on the post, and how they are arranged into threads one
 * level deep. A text note (kind 1) is answered with kind 1 replies (NIP-10); every other
 * kind with kind 1111 comments (NIP-22), which must not be used on text notes.
 */
import { COMMENT_KIND, TEXT_NOTE_KIND } from '../events/kinds';
import type { NostrEvent } from '../types';

/** The comments asked for when a panel opens: enough for any real conversation, bounded for a flood. */
export const COMMENT_LIMIT = 200;

export type CommentStyle = 'nip22' | 'nip10';

export function commentStyle(kind: number): CommentStyle {
  return kind === TEXT_NOTE_KIND ? 'nip10' : 'nip22';
}

/** A relay filter for one post's comments (NIP-01): NIP-22 comments name their root with `E`, NIP-10 replies with `e`. */
export interface CommentRequest {
  kinds: number[];
  '#E'?: string[];
  '#e'?: string[];
  limit: number;
}

export function commentRequest(post: Pick<NostrEvent, 'id' | 'kind'>): CommentRequest {
  return commentStyle(post.kind) === 'nip22'
    ? { kinds: [COMMENT_KIND], '#E': [post.id], limit: COMMENT_LIMIT }
    : { kinds: [TEXT_NOTE_KIND], '#e': [post.id], limit: COMMENT_LIMIT };
}

type Tagged = Pick<NostrEvent, 'tags'>;

function firstValue(event: Tagged, name: string): string | undefined {
  return event.tags.find((tag) => tag[0] === name && typeof tag[1] === 'string')?.[1];
}

function eTags(event: Tagged): string[][] {
  return event.tags.filter((tag) => tag[0] === 'e' && typeof tag[1] === 'string');
}

function marked(event: Tagged, marker: string): string | undefined {
  return eTags(event).find((tag) => tag[3] === marker)?.[1];
}

/** Old positional `e` tags (NIP-10, deprecated): those without a marker; a `mention` is no part of the thread. */
function positional(event: Tagged): string[] {
  return eTags(event)
    .filter((tag) => tag[3] === undefined || tag[3] === '')
    .map((tag) => tag[1] ?? '');
}

/** NIP-10: the thread's root; a note with only a reply marker answers the root itself. */
export function noteThreadRoot(event: Tagged): string | undefined {
  return marked(event, 'root') ?? marked(event, 'reply') ?? positional(event)[0];
}

/** NIP-10: the note this one answers: the reply marker, else the root; positionally the last `e` tag. */
function noteParent(event: Tagged): string | undefined {
  return marked(event, 'reply') ?? marked(event, 'root') ?? positional(event).at(-1);
}

/**
 * Whether a relay's event is a comment on the post: the kind asked for, naming the post
 * as its root (docs/content-rules.md, Relay answers are checked). A note that only
 * mentions the post, or answers another thread, is not one.
 */
export function isCommentOn(event: Pick<NostrEvent, 'kind' | 'tags' | 'id'>, post: Pick<NostrEvent, 'id' | 'kind'>): boolean {
  if (event.id === post.id) return false;
  if (commentStyle(post.kind) === 'nip22')
    return event.kind === COMMENT_KIND && event.tags.some((tag) => tag[0] === 'E' && tag[1] === post.id);
  return event.kind === TEXT_NOTE_KIND && noteThreadRoot(event) === post.id;
}

/** The id of what a comment answers: the post itself for a top-level one. NIP-22 names it with `e`. */
export function commentParent(event: NostrEvent, post: Pick<NostrEvent, 'id'>): string {
  const parent = event.kind === COMMENT_KIND ? firstValue(event, 'e') : noteParent(event);
  return parent ?? post.id;
}

export interface CommentThread {
  comment: NostrEvent;
  /** Every comment under it, however deep, oldest first: a conversation reads down. */
  replies: NostrEvent[];
}

export interface ArrangeOptions {
  newestFirst: boolean;
  /** Comments not to show (muted authors, people outside the trust circle); their replies go with them. */
  leftOut?(event: NostrEvent): boolean;
}

const olderFirst = (a: NostrEvent, b: NostrEvent): number => a.created_at - b.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Threads one level deep: each top-level comment with every reply under it, a reply to a
 * reply included. A reply whose parent has not come (beyond the limit, or on no relay
 * asked) stands as a thread of its own; one under a comment left out is left out too.
 */
export function arrangeThreads(
  events: Iterable<NostrEvent>,
  post: Pick<NostrEvent, 'id' | 'kind'>,
  options: ArrangeOptions,
): CommentThread[] {
  const byId = new Map<string, NostrEvent>();
  for (const event of events) if (isCommentOn(event, post)) byId.set(event.id, event);

  // Each comment's top-level comment, or undefined when it or one above it is left out.
  const heads = new Map<string, NostrEvent | undefined>();
  const headOf = (event: NostrEvent): NostrEvent | undefined => {
    const chain: NostrEvent[] = [];
    let current = event;
    let head: NostrEvent | undefined;
    for (;;) {
      if (heads.has(current.id)) {
        head = heads.get(current.id);
        break;
      }
      chain.push(current);
      if (options.leftOut?.(current)) break;
      const parent = byId.get(commentParent(current, post));
      // Ids are hashes of the tags that name the parent, so a loop cannot be signed; a forged one still ends here.
      if (!parent || chain.includes(parent)) {
        head = current;
        break;
      }
      current = parent;
    }
    for (const link of chain) heads.set(link.id, head);
    return head;
  };

  const threads = new Map<string, CommentThread>();
  for (const event of byId.values()) {
    const head = headOf(event);
    if (head && !threads.has(head.id)) threads.set(head.id, { comment: head, replies: [] });
  }
  for (const event of byId.values()) {
    const head = heads.get(event.id);
    if (head && head !== event) threads.get(head.id)?.replies.push(event);
  }
  const arranged = [...threads.values()];
  for (const thread of arranged) thread.replies.sort(olderFirst);
  arranged.sort((a, b) => (options.newestFirst ? olderFirst(b.comment, a.comment) : olderFirst(a.comment, b.comment)));
  return arranged;
}

/** How many comments the threads show, replies included. */
export function commentCount(threads: readonly CommentThread[]): number {
  return threads.reduce((sum, thread) => sum + 1 + thread.replies.length, 0);
}
