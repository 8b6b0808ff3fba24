/**
 * The counts under a post (docs/data-and-requests.md, Counts): which of the events a
 * batched request brings belong to which post, one reaction and one repost per author,
 * each comment once, each paid zap once, and the summary the views show. A tally is
 * plain data that the caller owns; adding to it changes it in place and says whether
 * anything changed, so a live subscription re-renders only for news.
 */
import { COMMENT_KIND, REACTION_KIND, REPOST_KINDS, TEXT_NOTE_KIND, ZAP_RECEIPT_KIND } from '../events/kinds';
import { reactionContent } from './reaction-content';
import type { NostrEvent } from '../types';
import type { ValidZap } from './zap-receipt';

/** A post whose counts are asked for. */
export interface CountTarget {
  id: string;
  kind: number;
  /** The author, who receives the zaps. */
  pubkey: string;
}

export interface ReactionGroup {
  /** The reaction as text: an emoji, or a custom emoji's `:shortcode:`. */
  text: string;
  count: number;
  /** A custom emoji's picture, an http(s) address. */
  image?: string;
}

export interface ZapperTotal {
  pubkey: string;
  amountMsat: number;
}

export interface PostCounts {
  likes: number;
  reposts: number;
  comments: number;
  zaps: number;
  zapMsat: number;
  /** The most frequent reactions other than likes, most frequent first. */
  reactions: readonly ReactionGroup[];
  /** Who zapped the most, most first. */
  zappers: readonly ZapperTotal[];
}

/** docs/constants.md, Counts: three emoji reactions and five zappers are shown. */
export const SHOWN_REACTIONS = 3;
export const SHOWN_ZAPPERS = 5;

export const NO_COUNTS: PostCounts = { likes: 0, reposts: 0, comments: 0, zaps: 0, zapMsat: 0, reactions: [], zappers: [] };

export interface CountTally {
  /** Each author's newest reaction. */
  reactions: Map<string, NostrEvent>;
  reposters: Set<string>;
  comments: Set<string>;
  /** Zaps that passed core/social/zap-receipt.ts, by payment. */
  zaps: Map<string, ValidZap>;
}

export function emptyTally(): CountTally {
  return { reactions: new Map(), reposters: new Set(), comments: new Set(), zaps: new Map() };
}

const values = (event: NostrEvent, name: string): string[] =>
  event.tags.filter((tag) => tag[0] === name && typeof tag[1] === 'string').map((tag) => tag[1] as string);

/**
 * The posts among `targets` an event is about. A reaction names its post in its last `e`
 * tag (NIP-25), a repost and a zap receipt in their `e` tag (NIP-18, NIP-57). Comments
 * follow the post's kind, as the comments panel does: a NIP-22 comment (kind 1111) counts
 * for anything but a text note when its root `E` is the post, replies to its comments
 * included; a text note's replies are kind 1 notes whose `root` or `reply` marker names
 * it (NIP-10), since NIP-22 leaves text notes to NIP-10.
 */
export function postsNamed(event: NostrEvent, targets: ReadonlyMap<string, CountTarget>): CountTarget[] {
  const named = (id: string | undefined): CountTarget[] => {
    const target = id === undefined ? undefined : targets.get(id);
    return target ? [target] : [];
  };
  if (event.kind === REACTION_KIND) return named(values(event, 'e').at(-1));
  if (REPOST_KINDS.includes(event.kind) || event.kind === ZAP_RECEIPT_KIND) return named(values(event, 'e')[0]);
  if (event.kind === COMMENT_KIND) return named(values(event, 'E')[0]).filter((target) => target.kind !== TEXT_NOTE_KIND);
  if (event.kind === TEXT_NOTE_KIND) {
    const ids = event.tags.filter((tag) => tag[0] === 'e' && (tag[3] === 'root' || tag[3] === 'reply')).map((tag) => tag[1]);
    return [...new Set(ids)].flatMap(named).filter((target) => target.kind === TEXT_NOTE_KIND && target.id !== event.id);
  }
  return [];
}

/** Adds a reaction, repost or comment about the post; true when the counts changed. Zap receipts go through addZap. */
export function addToTally(tally: CountTally, event: NostrEvent): boolean {
  if (event.kind === REACTION_KIND) {
    const earlier = tally.reactions.get(event.pubkey);
    // One reaction per author: their newest, as it says what they think now.
    if (earlier && earlier.created_at >= event.created_at) return false;
    tally.reactions.set(event.pubkey, event);
    return true;
  }
  if (REPOST_KINDS.includes(event.kind)) return grow(tally.reposters, event.pubkey);
  if (event.kind === COMMENT_KIND || event.kind === TEXT_NOTE_KIND) return grow(tally.comments, event.id);
  return false;
}

function grow(set: Set<string>, value: string): boolean {
  if (set.has(value)) return false;
  set.add(value);
  return true;
}

/** Adds a checked zap; a payment receipted twice counts once. */
export function addZap(tally: CountTally, zap: ValidZap): boolean {
  if (tally.zaps.has(zap.payment)) return false;
  tally.zaps.set(zap.payment, zap);
  return true;
}

/** Most first; equal ones in a fixed order, so the row does not reshuffle between renders. */
function largestFirst<T>(entries: Iterable<[string, T]>, size: (value: T) => number, limit: number): [string, T][] {
  return [...entries].sort(([a, x], [b, y]) => size(y) - size(x) || (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit);
}

export function summarize(tally: CountTally): PostCounts {
  let likes = 0;
  const groups = new Map<string, ReactionGroup>();
  for (const reaction of tally.reactions.values()) {
    const content = reactionContent(reaction);
    if (content.type === 'like') likes++;
    if (content.type !== 'emoji') continue;
    // The same shortcode may be another picture for another author: each is its own group.
    const key = `${content.text}\n${content.image ?? ''}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, content.image ? { text: content.text, count: 1, image: content.image } : { text: content.text, count: 1 });
  }
  let zapMsat = 0;
  const byZapper = new Map<string, number>();
  for (const zap of tally.zaps.values()) {
    zapMsat += zap.amountMsat;
    byZapper.set(zap.zapper, (byZapper.get(zap.zapper) ?? 0) + zap.amountMsat);
  }
  return {
    likes,
    reposts: tally.reposters.size,
    comments: tally.comments.size,
    zaps: tally.zaps.size,
    zapMsat,
    reactions: largestFirst(groups, (group) => group.count, SHOWN_REACTIONS).map(([, group]) => group),
    zappers: largestFirst(byZapper, (msat) => msat, SHOWN_ZAPPERS).map(([pubkey, amountMsat]) => ({ pubkey, amountMsat })),
  };
}
