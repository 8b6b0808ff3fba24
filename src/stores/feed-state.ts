/**
 * What the feed store holds (stores/feed-store.ts): its state's shape and a new page's
 * state, apart from the actions so the helpers of stores/feed-store-parts.ts can name it.
 */
import { IDLE_FEED, type FeedLifecycle } from '../core/feed';
import { NOTHING_WITHDRAWN } from '../core/sets';
import type { MediaItem } from '../core/types';

export interface FeedState {
  /** Identifies the feed (its filter); results of an older feed are ignored. */
  key: string | undefined;
  items: readonly MediaItem[];
  pending: readonly MediaItem[];
  /** Where the feed is, from opened to every relay answered and its older pages (core/feed/feed-lifecycle.ts). */
  lifecycle: FeedLifecycle;
  /**
   * How many leading items the viewer can see or has scrolled past; they never move
   * (docs/views-and-keys.md, Pictures stay put). The views set it, from their first
   * painted picture on.
   */
  frozen: number;
  /**
   * Items the grid leaves out: their picture failed to load before the viewer reached
   * them. One that fails among the frozen items keeps its place, shown as unavailable.
   */
  failed: ReadonlySet<string>;
  /**
   * A linked post's media (docs/routes-and-filters.md, View address parameters): first in `items`, kept
   * there through merges and across the route's feed restarting, until the route changes.
   */
  pinned: readonly MediaItem[];
  /**
   * Items muted by the signed-in user's list or on this device (docs/session-and-actions.md,
   * Muting): kept out of every feed. Set by stores/mute-filter.ts.
   */
  hidden: ((item: MediaItem) => boolean) | undefined;
  /**
   * Whose items the visitor's trust circle lets into the feeds it applies to
   * (docs/content-rules.md, Trust circle); undefined admits everyone.
   */
  admits: ((item: MediaItem) => boolean) | undefined;
  /** This feed is one the trust circle narrows (/global, tags, topics), and the visitor has not asked to see everyone in it. */
  narrowed: boolean;
  /** This feed's items the trust circle kept out, newest first, a bounded number: they come in when the circle grows or the visitor asks. */
  leftOut: readonly MediaItem[];
  /**
   * A set feed's entries (docs/content-rules.md, Media sets): each post's place in the order
   * the entries arrived. Undefined for other feeds. Only entries are shown.
   */
  entryRanks: ReadonlyMap<string, number> | undefined;
  /**
   * Keys of items whose post left the sets while the visitor could see it: kept in place
   * until it is no longer frozen (docs/views-and-keys.md, Pictures stay put); the slideshow
   * leaves them out from its next slide.
   */
  withdrawn: ReadonlySet<string>;
  /**
   * A popular order's whole ranking as last shown (docs/routes-and-filters.md, Popular),
   * left-out items included: one the trust circle lets in later takes its place in it.
   * Undefined for other feeds.
   */
  ranking: readonly MediaItem[] | undefined;
}

/** The store of a page that has just started; tests set it back to this between cases. */
export const initialFeedState: FeedState = {
  key: undefined,
  items: [],
  pending: [],
  lifecycle: IDLE_FEED,
  frozen: 0,
  failed: new Set(),
  pinned: [],
  hidden: undefined,
  admits: undefined,
  narrowed: false,
  leftOut: [],
  entryRanks: undefined,
  withdrawn: NOTHING_WITHDRAWN,
  ranking: undefined,
};
