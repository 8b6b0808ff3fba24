/**
 * The feed on screen: plain media items, newest first, with newer posts parked as
 * pending (core/feed-merge.ts). Actions are callable outside React; views read through
 * selectors.
 */
import { create } from 'zustand';
import { mergeIntoFeed, revealPending } from '../core/feed-merge';
import type { MediaItem } from '../core/types';

export type FeedStatus = 'idle' | 'loading' | 'ready';
/** How much of the relays' answer is on screen: none yet, the first request's, or every relay's. */
export type FeedAnswer = 'none' | 'first' | 'complete';

export interface FeedState {
  /** Identifies the feed (its filter); results of an older feed are ignored. */
  key: string | undefined;
  items: readonly MediaItem[];
  pending: readonly MediaItem[];
  status: FeedStatus;
  /**
   * The relays' first answer is on screen: the first request has finished, though the
   * feed stays loading until every relay has answered: one silent relay must not hold back
   * what depends on the first answer (docs/cache-and-offline.md, First screen hint).
   */
  answered: boolean;
  /** Items came from the local cache and no relay has answered yet. */
  fromCache: boolean;
  loadingOlder: boolean;
  /** No relay has anything older. */
  exhausted: boolean;
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
}

const initial: FeedState = {
  key: undefined,
  items: [],
  pending: [],
  status: 'idle',
  answered: false,
  fromCache: false,
  loadingOlder: false,
  exhausted: false,
  frozen: 0,
  failed: new Set(),
  pinned: [],
};

export const useFeedStore = create<FeedState>()(() => initial);

/** Items the signed-in user has muted (docs/session-and-actions.md, Own lists): kept out of every feed. */
let hidden: ((item: MediaItem) => boolean) | undefined;

function withoutHidden(items: readonly MediaItem[]): readonly MediaItem[] {
  return hidden && items.some(hidden) ? items.filter((item) => !hidden?.(item)) : items;
}

/** The feed below the pinned items, and a way to put them back on top. */
function belowPinned(state: FeedState): { rest: readonly MediaItem[]; withPinned(items: readonly MediaItem[]): readonly MediaItem[] } {
  const { pinned } = state;
  if (pinned.length === 0) return { rest: state.items, withPinned: (items) => items };
  return { rest: state.items.slice(pinned.length), withPinned: (items) => pinned.concat(items) };
}

function isPinned(pinned: readonly MediaItem[]): (item: MediaItem) => boolean {
  const keys = new Set(pinned.map((item) => item.key));
  return (item) => keys.has(item.key);
}

export function selectAnswer(state: FeedState): FeedAnswer {
  if (state.status === 'ready') return 'complete';
  return state.answered ? 'first' : 'none';
}

export const feedActions = {
  reset(key: string): void {
    const { pinned } = useFeedStore.getState();
    useFeedStore.setState({ ...initial, key, status: 'loading', pinned, items: pinned });
  },
  add(key: string, incoming: readonly MediaItem[], fromCache = false): void {
    const state = useFeedStore.getState();
    if (state.key !== key) return;
    const pinned = isPinned(state.pinned);
    const shown = withoutHidden(incoming).filter((item) => !pinned(item));
    if (shown.length === 0) return;
    const { rest, withPinned } = belowPinned(state);
    const frozen = Math.max(0, state.frozen - state.pinned.length);
    const lists = mergeIntoFeed({ items: rest, pending: state.pending }, shown, frozen);
    useFeedStore.setState({
      items: withPinned(lists.items),
      pending: lists.pending,
      fromCache: fromCache && (state.fromCache || rest.length === 0),
    });
  },
  /** Hides what `isHidden` matches, now and in every feed to come; undefined shows all. */
  setHidden(isHidden: ((item: MediaItem) => boolean) | undefined): void {
    hidden = isHidden;
    const state = useFeedStore.getState();
    const items = withoutHidden(state.items);
    const pending = withoutHidden(state.pending);
    if (items !== state.items || pending !== state.pending) {
      useFeedStore.setState({ items, pending, pinned: withoutHidden(state.pinned), frozen: Math.min(state.frozen, items.length) });
    }
  },
  /** Puts a linked post's media first, out of the feed's order, taking them from where they were. */
  pin(linked: readonly MediaItem[]): void {
    const items = withoutHidden(linked);
    const state = useFeedStore.getState();
    const pinned = isPinned(items);
    const rest = belowPinned(state).rest.filter((item) => !pinned(item));
    useFeedStore.setState({ pinned: items, items: items.concat(rest), pending: state.pending.filter((item) => !pinned(item)), frozen: items.length });
  },
  /** The route changed: the linked post was that route's, and goes with it. */
  unpin(): void {
    const state = useFeedStore.getState();
    if (state.pinned.length === 0) return;
    const pinned = isPinned(state.pinned);
    const items = state.items.filter((item) => !pinned(item));
    useFeedStore.setState({ pinned: [], items, frozen: Math.min(state.frozen, items.length) });
  },
  ready(key: string): void {
    if (useFeedStore.getState().key === key) useFeedStore.setState({ status: 'ready', answered: true, fromCache: false });
  },
  /** The first request's answer is on screen (see FeedState.answered). */
  firstAnswerShown(key: string): void {
    if (useFeedStore.getState().key === key) useFeedStore.setState({ answered: true });
  },
  relayAnswered(key: string): void {
    if (useFeedStore.getState().key === key) useFeedStore.setState({ fromCache: false });
  },
  setFrozen(frozen: number): void {
    if (useFeedStore.getState().frozen !== frozen) useFeedStore.setState({ frozen });
  },
  /** Freezes at least `count` leading items, keeping what another view froze before. */
  freezeAtLeast(count: number): void {
    if (useFeedStore.getState().frozen < count) useFeedStore.setState({ frozen: count });
  },
  showPending(): void {
    const state = useFeedStore.getState();
    const { rest, withPinned } = belowPinned(state);
    const lists = revealPending({ items: rest, pending: state.pending });
    useFeedStore.setState({ items: withPinned(lists.items), pending: lists.pending, frozen: 0 });
  },
  markFailed(itemKey: string): void {
    const { failed, items, frozen } = useFeedStore.getState();
    if (failed.has(itemKey)) return;
    const index = items.findIndex((item) => item.key === itemKey);
    if (index >= 0 && index < frozen) return;
    useFeedStore.setState({ failed: new Set(failed).add(itemKey) });
  },
  setLoadingOlder(key: string, loadingOlder: boolean, exhausted = false): void {
    if (useFeedStore.getState().key === key) useFeedStore.setState({ loadingOlder, exhausted });
  },
};
