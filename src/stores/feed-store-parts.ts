/**
 * How the feed store (feed-store.ts) parts its items: what the trust circle leaves out,
 * what mutes hide, the linked post's items pinned on top, and a set feed's entries. Pure functions of the
 * store's fields, kept apart so the store file holds its state and actions.
 */
import { entryRank, isEntry, keepEntries } from '../core/sets';
import type { MediaItem } from '../core/types';
import type { FeedState } from './feed-state';

interface FeedItems {
  items: readonly MediaItem[];
  pinned: readonly MediaItem[];
}

interface TrustParts {
  narrowed: boolean;
  admits: ((item: MediaItem) => boolean) | undefined;
  leftOut: readonly MediaItem[];
}

/** Left-out items kept for when the circle grows: enough for a screenful and a count, never the whole network. */
const MAX_LEFT_OUT = 500;

/** `incoming` parted into what the feed shows now and what the trust circle keeps out. */
export function partByTrust(
  state: TrustParts,
  incoming: readonly MediaItem[],
): { admitted: readonly MediaItem[]; leftOut: readonly MediaItem[] } {
  const { admits } = state;
  if (!state.narrowed || !admits || incoming.length === 0) return { admitted: incoming, leftOut: state.leftOut };
  const admitted: MediaItem[] = [];
  const kept = new Set(state.leftOut.map((item) => item.key));
  const leftOut = [...state.leftOut];
  for (const item of incoming) {
    if (admits(item)) admitted.push(item);
    else if (!kept.has(item.key)) {
      kept.add(item.key);
      leftOut.push(item);
    }
  }
  if (leftOut.length === state.leftOut.length) return { admitted, leftOut: state.leftOut };
  return { admitted, leftOut: leftOut.sort((a, b) => b.timestamp - a.timestamp).slice(0, MAX_LEFT_OUT) };
}

export function withoutHidden(items: readonly MediaItem[], hidden: ((item: MediaItem) => boolean) | undefined): readonly MediaItem[] {
  return hidden && items.some(hidden) ? items.filter((item) => !hidden(item)) : items;
}

/** The feed below the pinned items, and a way to put them back on top. */
export function belowPinned(state: Pick<FeedItems, 'items' | 'pinned'>): {
  rest: readonly MediaItem[];
  withPinned(items: readonly MediaItem[]): readonly MediaItem[];
} {
  const { pinned } = state;
  if (pinned.length === 0) return { rest: state.items, withPinned: (items) => items };
  return { rest: state.items.slice(pinned.length), withPinned: (items) => pinned.concat(items) };
}

export function isPinned(pinned: readonly MediaItem[]): (item: MediaItem) => boolean {
  const keys = new Set(pinned.map((item) => item.key));
  return (item) => keys.has(item.key);
}

/** The set feed's items kept to its entries, the first `frozen` in place (core/sets/entry-withdrawal.ts); nothing for other feeds. */
export function withEntries(state: FeedState, frozen: number): Partial<FeedState> {
  if (!state.entryRanks) return {};
  const { rest, withPinned } = belowPinned(state);
  const lists = keepEntries(
    { items: rest, pending: state.pending, withdrawn: state.withdrawn },
    state.entryRanks,
    frozen - state.pinned.length,
  );
  if (lists.items === rest && lists.pending === state.pending && lists.withdrawn === state.withdrawn) return {};
  return { items: lists.items === rest ? state.items : withPinned(lists.items), pending: lists.pending, withdrawn: lists.withdrawn };
}

/** A set feed takes only its entries, and an item once: one withdrawn and named again is already there. */
export function onlyNewEntries(state: FeedState, ranks: ReadonlyMap<string, number>, incoming: readonly MediaItem[]): readonly MediaItem[] {
  const present = new Set([...state.items, ...state.pending].map((item) => item.key));
  return incoming.filter((item) => isEntry(ranks, item) && !present.has(item.key));
}

/**
 * The feed cut to its newest `count` items below the pinned ones, in their places, with
 * what it remembers of them; undefined when it holds no more than that. On a set feed the
 * newest are the entries added last.
 */
export function newestItems(state: FeedState, count: number): Pick<FeedState, 'items' | 'failed' | 'frozen'> | undefined {
  const { rest, withPinned } = belowPinned(state);
  if (rest.length <= count) return undefined;
  const ranks = state.entryRanks;
  const newness = ranks ? (item: MediaItem) => entryRank(ranks, item) : (item: MediaItem) => item.timestamp;
  const kept = new Set(
    [...rest]
      .sort((a, b) => newness(b) - newness(a))
      .slice(0, count)
      .map((item) => item.key),
  );
  const items = withPinned(rest.filter((item) => kept.has(item.key)));
  const left = new Set(items.map((item) => item.key));
  const failed = new Set([...state.failed].filter((key) => left.has(key)));
  return { items, failed, frozen: Math.min(state.frozen, items.length) };
}
