/**
 * The Popular order (docs/content-rules.md, Popular score): what a post's reactions,
 * reposts and zaps are worth, the order that follows, and how a new order is applied
 * without moving what the viewer has seen (docs/views-and-keys.md, Pictures stay put).
 */
import type { CountTally } from '../social/post-counts';
import { reactionContent } from '../social/reaction-content';

/** A repost shows the post to the reposter's followers: it is worth two reactions. */
export const REPOST_WEIGHT = 2;

export interface PopularScore {
  /** People who reacted, a dislike (`-`) not counted. */
  reactions: number;
  /** People who reposted. */
  reposts: number;
  /** Sats of valid zap receipts, each payment once. */
  sats: number;
  /** reactions + 2 × reposts + √sats. */
  score: number;
}

/**
 * A post's score. Only what people other than its author did counts, and only people for
 * whom `counts` is true: the feed's caller leaves out those the viewer muted and, in a feed
 * the trust circle narrows, those outside the circle. The square root keeps one large zap
 * from outweighing many people's reactions.
 */
export function popularScore(tally: CountTally, author: string, counts: (pubkey: string) => boolean): PopularScore {
  const counted = (pubkey: string): boolean => pubkey !== author && counts(pubkey);
  let reactions = 0;
  for (const [pubkey, reaction] of tally.reactions) {
    if (counted(pubkey) && reactionContent(reaction).type !== 'dislike') reactions++;
  }
  let reposts = 0;
  for (const pubkey of tally.reposters) if (counted(pubkey)) reposts++;
  let msat = 0;
  for (const zap of tally.zaps.values()) if (counted(zap.zapper)) msat += zap.amountMsat;
  const sats = Math.floor(msat / 1000);
  return { reactions, reposts, sats, score: reactions + REPOST_WEIGHT * reposts + Math.sqrt(sats) };
}

export interface RankedPost {
  id: string;
  createdAt: number;
  score: number;
}

/** Highest score first; equal scores newest first, then by id, so one set of counts always gives one order. */
export function rankPosts<T extends RankedPost>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.score - a.score || b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * A new order applied under the stay-put rule: the first `seen` entries of what is shown
 * keep their places, and everything else follows in the new order. Entries of the new
 * order that are already among the seen ones are not repeated.
 */
export function stayPut<T>(shown: readonly T[], seen: number, ranked: readonly T[], keyOf: (entry: T) => string): T[] {
  const kept = shown.slice(0, Math.max(0, seen));
  const keptKeys = new Set(kept.map(keyOf));
  return kept.concat(ranked.filter((entry) => !keptKeys.has(keyOf(entry))));
}

export interface CountingRule {
  /** Keys the viewer muted, in their list or on this device. */
  muted: ReadonlySet<string>;
  /** In a feed the trust circle narrows, whether a key is in the circle at the viewer's level; undefined counts everyone. */
  inCircle?: (pubkey: string) => boolean;
}

/** docs/content-rules.md, Popular score: whose reactions, reposts and zaps count. */
export function countsPerson({ muted, inCircle }: CountingRule): (pubkey: string) => boolean {
  return (pubkey) => !muted.has(pubkey) && (inCircle?.(pubkey) ?? true);
}
