/**
 * The relay filters that bring a few posts' counts in one request (docs/data-and-requests.md,
 * Counts): reactions, reposts and zap receipts on `#e`, comments on `#E` (NIP-22) for
 * anything but a text note, and kind 1 replies on `#e` for text notes (NIP-10). Each kind
 * has a filter of its own, so a post with thousands of reactions cannot crowd its zaps out.
 */
import { COMMENT_KIND, GENERIC_REPOST_KIND, REACTION_KIND, REPOST_KIND, TEXT_NOTE_KIND, ZAP_RECEIPT_KIND } from '../events/kinds';
import type { CountTarget } from './post-counts';

export interface CountFilter {
  kinds: number[];
  '#e'?: string[];
  '#E'?: string[];
  limit: number;
  /** Seconds; set when asking again for what is older than a full answer. */
  until?: number;
}

/** docs/constants.md, Counts: events asked per post and kind, and at most per filter. */
export const COUNT_EVENTS_PER_POST = 500;
export const MAX_COUNT_EVENTS = 2_000;
/** docs/constants.md, Counts: posts asked about in one request. */
export const MAX_POSTS_PER_REQUEST = 6;

export function countFilters(targets: readonly CountTarget[]): CountFilter[] {
  const limit = (count: number): number => Math.min(MAX_COUNT_EVENTS, count * COUNT_EVENTS_PER_POST);
  const ids = [...new Set(targets.map((target) => target.id))];
  if (ids.length === 0) return [];
  const notes = ids.filter((id) => targets.some((target) => target.id === id && target.kind === TEXT_NOTE_KIND));
  const others = ids.filter((id) => !notes.includes(id));
  const filters: CountFilter[] = [
    { kinds: [REACTION_KIND], '#e': ids, limit: limit(ids.length) },
    { kinds: [REPOST_KIND, GENERIC_REPOST_KIND], '#e': ids, limit: limit(ids.length) },
    { kinds: [ZAP_RECEIPT_KIND], '#e': ids, limit: limit(ids.length) },
  ];
  if (others.length > 0) filters.push({ kinds: [COMMENT_KIND], '#E': others, limit: limit(others.length) });
  if (notes.length > 0) filters.push({ kinds: [TEXT_NOTE_KIND], '#e': notes, limit: limit(notes.length) });
  return filters;
}

/**
 * What a popular order reads of a few posts (docs/routes-and-filters.md, Popular): their
 * reactions, reposts and zap receipts, each kind in a filter of its own; comments do not
 * rank a picture.
 */
export function rankingFilters(ids: readonly string[]): CountFilter[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const limit = Math.min(MAX_COUNT_EVENTS, unique.length * COUNT_EVENTS_PER_POST);
  return [
    { kinds: [REACTION_KIND], '#e': unique, limit },
    { kinds: [REPOST_KIND, GENERIC_REPOST_KIND], '#e': unique, limit },
    { kinds: [ZAP_RECEIPT_KIND], '#e': unique, limit },
  ];
}
