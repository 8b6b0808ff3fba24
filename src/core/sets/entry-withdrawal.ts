/**
 * A set feed's items once the set has changed (docs/views-and-keys.md, Pictures stay put):
 * only the posts the sets still name stay, except that one the visitor can see or has
 * scrolled past stays where it is, marked withdrawn, until it is no longer among those:
 * taking it out would move every picture after it.
 */
import type { MediaItem } from '../types';

export interface EntryLists {
  items: readonly MediaItem[];
  pending: readonly MediaItem[];
  /** Keys of items kept on screen though their post left the sets. */
  withdrawn: ReadonlySet<string>;
}

export const NOTHING_WITHDRAWN: ReadonlySet<string> = new Set();

/**
 * `lists` with only the entries of `ranks`, the first `frozen` items kept in place (those
 * no longer entries marked withdrawn). `lists` itself when nothing changes.
 */
export function keepEntries(lists: EntryLists, ranks: ReadonlyMap<string, number>, frozen: number): EntryLists {
  const items: MediaItem[] = [];
  const withdrawn = new Set<string>();
  lists.items.forEach((item, index) => {
    if (isEntry(ranks, item)) items.push(item);
    else if (index < frozen) {
      items.push(item);
      withdrawn.add(item.key);
    }
  });
  const pending = lists.pending.filter((item) => isEntry(ranks, item));
  const sameWithdrawn = withdrawn.size === lists.withdrawn.size && [...withdrawn].every((key) => lists.withdrawn.has(key));
  return {
    items: items.length === lists.items.length ? lists.items : items,
    pending: pending.length === lists.pending.length ? lists.pending : pending,
    withdrawn: sameWithdrawn ? lists.withdrawn : withdrawn.size === 0 ? NOTHING_WITHDRAWN : withdrawn,
  };
}

type EntryItem = Pick<MediaItem, 'noteId' | 'repostId'>;

/** Whether a set names the item's post, or the repost it came through. */
export function isEntry(ranks: ReadonlyMap<string, number>, item: EntryItem): boolean {
  return ranks.has(item.noteId) || (item.repostId !== undefined && ranks.has(item.repostId));
}

/**
 * Where an item stands in the order the entries arrived: later is greater (ranks run below
 * 0 too, core/sets/set-union.ts); an item of no entry, before all.
 */
export function entryRank(ranks: ReadonlyMap<string, number>, item: EntryItem): number {
  return ranks.get(item.noteId) ?? (item.repostId === undefined ? undefined : ranks.get(item.repostId)) ?? Number.NEGATIVE_INFINITY;
}
