/**
 * Which of a set feed's entries it asks the relays for (docs/content-rules.md, Media sets;
 * docs/data-and-requests.md, Relay subscriptions): never every entry at once, as a wall's
 * sets hold thousands and relays refuse a filter that names them all. The feed opens on
 * the SET_PAGE_ENTRIES entries added last (core/sets/set-union.ts ranks them), takes those that
 * join them as the sets change, and goes a page further back each time the visitor pages
 * back. What it asks goes IDS_PER_FILTER ids to a filter.
 */
import { FEED_LIMIT } from './feed-filter';
import type { FeedFilter } from '../types';

/**
 * Entries asked for at once, and a page back: as many posts as any feed asks for
 * (FEED_LIMIT), and as many as screen mode keeps (SCREEN_MAX_ITEMS, stores/screen-keeper.ts).
 */
export const SET_PAGE_ENTRIES = FEED_LIMIT;

/**
 * Ids in one filter (docs/constants.md, Feeds and requests): relays refuse longer lists
 * (strfry: 65,535 bytes of ids, 2,047; nostr-relay's validator: 1,000) and answer at most
 * their own cap of `limit` events a filter (strfry and the eventstore relays: 500).
 */
export const IDS_PER_FILTER = 100;

/** The `count` entries added last, newest first, of entries in the order they were added. */
export function newestEntries(byRank: readonly string[], count: number): string[] {
  return byRank.slice(Math.max(0, byRank.length - count)).reverse();
}

/**
 * `filter` as filters of at most `size` ids each, in its order, each asking for as many
 * events as it names ids; a filter of no more ids, or of none, as it is.
 */
export function idFilters(filter: FeedFilter, size = IDS_PER_FILTER): FeedFilter[] {
  const { ids } = filter;
  if (!ids || ids.length <= size) return [filter];
  const filters: FeedFilter[] = [];
  for (let start = 0; start < ids.length; start += size) {
    const chunk = ids.slice(start, start + size);
    filters.push({ ...filter, ids: chunk, limit: chunk.length });
  }
  return filters;
}

/** A request's filter, or filters (one REQ may carry several, NIP-01), as a list. */
export function filterList(filter: FeedFilter | readonly FeedFilter[]): readonly FeedFilter[] {
  return isFilterList(filter) ? filter : [filter];
}

function isFilterList(filter: FeedFilter | readonly FeedFilter[]): filter is readonly FeedFilter[] {
  return Array.isArray(filter);
}

export interface EntryWindow {
  /**
   * The entries now, in the order they were added: those newly among the newest the feed
   * reads (added, named again, or come up as newer ones left), newest first, to be asked for.
   */
  update(byRank: readonly string[]): string[];
  /** A page back: the next `page` entries older than those read, newest first, not asked before; none when no older is left. */
  deepen(): string[];
  /** Whether an entry older than every one read is left. */
  hasOlder(): boolean;
  /** The entries asked for that the sets still name. */
  asked(): string[];
  /**
   * How many entries it remembers having asked for: never more than the sets name, however
   * long a wall runs and however many entries its moderators prune.
   */
  remembered(): number;
}

/**
 * The window of a feed that opened asking for `opening` (the newest entries then, as
 * newestEntries gives them); it reads the newest `page` entries, and `page` more a page back.
 */
export function createEntryWindow(opening: readonly string[], page = SET_PAGE_ENTRIES): EntryWindow {
  let current: readonly string[] = [...opening].reverse();
  let named = new Set(opening);
  const asked = new Set(opening);
  let depth = Math.max(page, opening.length);

  function take(ids: readonly string[]): string[] {
    for (const id of ids) asked.add(id);
    return [...ids];
  }

  return {
    update(byRank) {
      const before = named;
      current = byRank;
      named = new Set(byRank);
      // One the sets no longer name is forgotten: named again, it is asked again anyway.
      for (const id of asked) if (!named.has(id)) asked.delete(id);
      return take(newestEntries(byRank, depth).filter((id) => !asked.has(id) || !before.has(id)));
    },
    deepen() {
      while (current.length > depth) {
        depth += page;
        // Those the sets' changes brought in are asked already: the page goes on past them.
        const older = newestEntries(current, depth).filter((id) => !asked.has(id));
        if (older.length > 0) return take(older);
      }
      return [];
    },
    hasOlder: () => current.length > depth,
    asked: () => [...asked].filter((id) => named.has(id)),
    remembered: () => asked.size,
  };
}
