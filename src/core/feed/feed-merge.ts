/**
 * Where new media goes in a feed that is already on screen. The feed is newest first,
 * but the first `frozen` items (what the viewer can see or has scrolled past) never
 * move: anything newer than the top collects as pending behind a "N new" control, and
 * anything older joins the sorted tail below the frozen part. Masonry positions depend
 * on everything before an item, so this is what keeps the viewport still. An item already
 * in the feed is never added twice: a feed remembers the events it has seen only so far
 * (docs/constants.md, Feeds and requests), and one sent again after that must not show twice.
 */
import type { MediaItem } from '../types';

export interface FeedLists {
  items: readonly MediaItem[];
  pending: readonly MediaItem[];
}

const newestFirst = (a: MediaItem, b: MediaItem): number => b.timestamp - a.timestamp;

export function mergeIntoFeed(lists: FeedLists, arriving: readonly MediaItem[], frozen: number): FeedLists {
  const present = new Set([...lists.items, ...lists.pending].map((item) => item.key));
  const incoming = arriving.filter((item) => !present.has(item.key) && present.add(item.key));
  if (incoming.length === 0) return lists;
  const keep = Math.min(Math.max(0, frozen), lists.items.length);
  const top = lists.items[0];
  const newer: MediaItem[] = [];
  const older: MediaItem[] = [];
  for (const item of incoming) {
    if (keep > 0 && top && item.timestamp > top.timestamp) newer.push(item);
    else older.push(item);
  }
  const tail = lists.items.slice(keep).concat(older).sort(newestFirst);
  return {
    items: keep > 0 ? lists.items.slice(0, keep).concat(tail) : tail,
    pending: newer.length > 0 ? lists.pending.concat(newer).sort(newestFirst) : lists.pending,
  };
}

/** The viewer asked for the new posts: everything goes back into one sorted list. */
export function revealPending(lists: FeedLists): FeedLists {
  if (lists.pending.length === 0) return lists;
  return { items: lists.pending.concat(lists.items).sort(newestFirst), pending: [] };
}
