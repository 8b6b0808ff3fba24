/**
 * The feed on screen: plain media items, newest first, with newer posts parked as
 * pending (core/feed-merge.ts). Actions are callable outside React; views read through
 * selectors.
 */
import { create } from 'zustand';
import { mergeIntoFeed, revealPending } from '../core/feed-merge';
import type { MediaItem } from '../core/types';

export type FeedStatus = 'idle' | 'loading' | 'ready';

export interface FeedState {
  /** Identifies the feed (its filter); results of an older feed are ignored. */
  key: string | undefined;
  items: readonly MediaItem[];
  pending: readonly MediaItem[];
  status: FeedStatus;
  /** Items came from the local cache and no relay has answered yet. */
  fromCache: boolean;
  loadingOlder: boolean;
  /** No relay has anything older. */
  exhausted: boolean;
  /** How many leading items the viewer has seen; they never move. */
  frozen: number;
  /** Items whose picture failed to load in the grid, which hides them. */
  failed: ReadonlySet<string>;
}

const initial: FeedState = {
  key: undefined,
  items: [],
  pending: [],
  status: 'idle',
  fromCache: false,
  loadingOlder: false,
  exhausted: false,
  frozen: 0,
  failed: new Set(),
};

export const useFeedStore = create<FeedState>()(() => initial);

/** Items the signed-in user has muted (SPEC.md section 4): kept out of every feed. */
let hidden: ((item: MediaItem) => boolean) | undefined;

function withoutHidden(items: readonly MediaItem[]): readonly MediaItem[] {
  return hidden && items.some(hidden) ? items.filter((item) => !hidden?.(item)) : items;
}

export const feedActions = {
  reset(key: string): void {
    useFeedStore.setState({ ...initial, key, status: 'loading' });
  },
  add(key: string, incoming: readonly MediaItem[], fromCache = false): void {
    const state = useFeedStore.getState();
    if (state.key !== key) return;
    const shown = withoutHidden(incoming);
    if (shown.length === 0) return;
    // Until the first answer is complete, everything may still sort into place.
    const frozen = state.status === 'ready' ? state.frozen : 0;
    const lists = mergeIntoFeed(state, shown, frozen);
    useFeedStore.setState({ ...lists, fromCache: fromCache && (state.fromCache || state.items.length === 0) });
  },
  /** Hides what `isHidden` matches, now and in every feed to come; undefined shows all. */
  setHidden(isHidden: ((item: MediaItem) => boolean) | undefined): void {
    hidden = isHidden;
    const state = useFeedStore.getState();
    const items = withoutHidden(state.items);
    const pending = withoutHidden(state.pending);
    if (items !== state.items || pending !== state.pending) useFeedStore.setState({ items, pending, frozen: Math.min(state.frozen, items.length) });
  },
  /** A post turned out to be forged (its signature failed): it goes, wherever it is. */
  removePost(key: string, postId: string): void {
    const state = useFeedStore.getState();
    if (state.key !== key) return;
    const keep = (item: MediaItem): boolean => item.post.id !== postId;
    const items = state.items.filter(keep);
    const pending = state.pending.filter(keep);
    if (items.length === state.items.length && pending.length === state.pending.length) return;
    useFeedStore.setState({ items, pending, frozen: Math.min(state.frozen, items.length) });
  },
  ready(key: string): void {
    if (useFeedStore.getState().key === key) useFeedStore.setState({ status: 'ready', fromCache: false });
  },
  relayAnswered(key: string): void {
    if (useFeedStore.getState().key === key) useFeedStore.setState({ fromCache: false });
  },
  setFrozen(frozen: number): void {
    if (useFeedStore.getState().frozen !== frozen) useFeedStore.setState({ frozen });
  },
  showPending(): void {
    const state = useFeedStore.getState();
    useFeedStore.setState({ ...revealPending(state), frozen: 0 });
  },
  markFailed(itemKey: string): void {
    const { failed } = useFeedStore.getState();
    if (!failed.has(itemKey)) useFeedStore.setState({ failed: new Set(failed).add(itemKey) });
  },
  setLoadingOlder(key: string, loadingOlder: boolean, exhausted = false): void {
    if (useFeedStore.getState().key === key) useFeedStore.setState({ loadingOlder, exhausted });
  },
};
