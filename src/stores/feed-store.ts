/**
 * The feed on screen: plain media items, newest first or in a popular order's ranking, with newer posts parked as
 * pending (core/feed/feed-merge.ts). Actions are callable outside React; views read through
 * selectors.
 */
import { create } from 'zustand';
import {
  feedAnswer,
  type FeedAnswer,
  type FeedLifecycle,
  feedProgress,
  type FeedProgress,
  feedTransitions,
  mergeIntoFeed,
  OPENED_FEED,
  revealPending,
  stayPut,
} from '../core/feed';
import { belowPinned, isPinned, newestItems, onlyNewEntries, partByTrust, withEntries, withoutHidden } from './feed-store-parts';
import type { MediaItem } from '../core/types';
import { initialFeedState, type FeedState } from './feed-state';

export type { FeedAnswer };
export { initialFeedState, type FeedState };

export const useFeedStore = create<FeedState>()(() => initialFeedState);

export function selectAnswer(state: FeedState): FeedAnswer {
  return feedAnswer(state.lifecycle);
}

export function selectProgress(state: FeedState): FeedProgress {
  return feedProgress(state.lifecycle);
}

export function selectLoading(state: FeedState): boolean {
  return state.lifecycle.phase === 'loading';
}

/** Moves the lifecycle of the feed named `key`; a feed since replaced changes nothing. */
function transition(key: string, change: (lifecycle: FeedLifecycle) => FeedLifecycle): void {
  const state = useFeedStore.getState();
  if (state.key === key) useFeedStore.setState({ lifecycle: change(state.lifecycle) });
}

/** Items the trust circle kept out come in: in a ranked feed at their places in the ranking, in any other as new items. */
function letIn(key: string, comingBack: readonly MediaItem[]): void {
  const { ranking } = useFeedStore.getState();
  if (ranking) feedActions.showRanked(key, ranking);
  else feedActions.add(key, comingBack);
}

/** Changes to the feed; its lifecycle changes only through the named transitions here. */
export const feedActions = {
  /**
   * A feed named `key` opens: nothing of it shown yet, its relays not yet answered.
   * `narrowed`: the trust circle applies to it (core/trust/trust-circle.ts, trustApplies).
   */
  reset(key: string, narrowed = false): void {
    const { pinned, hidden, admits } = useFeedStore.getState();
    useFeedStore.setState({ ...initialFeedState, key, lifecycle: OPENED_FEED, pinned, items: pinned, hidden, admits, narrowed });
  },
  add(key: string, incoming: readonly MediaItem[], fromCache = false): void {
    const state = useFeedStore.getState();
    if (state.key !== key) return;
    if (state.entryRanks) incoming = onlyNewEntries(state, state.entryRanks, incoming);
    const pinned = isPinned(state.pinned);
    // A linked post is shown whoever wrote it, so it is never counted as left out.
    const { admitted: shown, leftOut } = partByTrust(
      state,
      withoutHidden(incoming, state.hidden).filter((item) => !pinned(item)),
    );
    if (leftOut !== state.leftOut) useFeedStore.setState({ leftOut });
    if (shown.length === 0) return;
    const { rest, withPinned } = belowPinned(state);
    const frozen = Math.max(0, state.frozen - state.pinned.length);
    const lists = mergeIntoFeed({ items: rest, pending: state.pending }, shown, frozen);
    if (lists.items === rest && lists.pending === state.pending) return;
    useFeedStore.setState({
      items: withPinned(lists.items),
      pending: lists.pending,
      lifecycle: feedTransitions.itemsAdded(state.lifecycle, { fromCache, feedWasEmpty: rest.length === 0 }),
    });
  },
  /**
   * A popular order's ranking (docs/routes-and-filters.md, Popular): the feed becomes
   * `ranked`, in that order, except that the items the viewer has seen keep their places
   * (docs/views-and-keys.md, Pictures stay put). Mutes and the trust circle apply as to
   * any items added.
   */
  showRanked(key: string, ranked: readonly MediaItem[], fromCache = false): void {
    const state = useFeedStore.getState();
    if (state.key !== key) return;
    const pinned = isPinned(state.pinned);
    const { admitted, leftOut } = partByTrust(
      state,
      withoutHidden(ranked, state.hidden).filter((item) => !pinned(item)),
    );
    const { rest, withPinned } = belowPinned(state);
    const frozen = Math.max(0, state.frozen - state.pinned.length);
    const items = stayPut(rest, frozen, admitted, (item) => item.key);
    useFeedStore.setState({
      items: withPinned(items),
      pending: [],
      leftOut,
      ranking: ranked,
      lifecycle: feedTransitions.itemsAdded(state.lifecycle, { fromCache, feedWasEmpty: rest.length === 0 }),
    });
  },
  /**
   * The trust circle changed (it grew, or the visitor chose another level): left-out items
   * it now admits come in as new items do; shown ones it no longer admits leave, as the
   * visitor asked.
   */
  setAdmits(admits: ((item: MediaItem) => boolean) | undefined): void {
    const state = useFeedStore.getState();
    if (!state.narrowed || !admits) {
      useFeedStore.setState({ admits, leftOut: [] });
      if (state.key !== undefined && state.leftOut.length > 0) feedActions.add(state.key, state.leftOut);
      return;
    }
    const pinned = isPinned(state.pinned);
    const { rest, withPinned } = belowPinned(state);
    const shown = rest.filter(admits);
    const pending = state.pending.filter(admits);
    const dropped = [...rest, ...state.pending].filter((item) => !admits(item) && !pinned(item));
    const comingBack = state.leftOut.filter(admits);
    useFeedStore.setState({
      admits,
      items: shown.length === rest.length ? state.items : withPinned(shown),
      pending,
      frozen: Math.min(state.frozen, state.pinned.length + shown.length),
      leftOut: state.leftOut.filter((item) => !admits(item)),
    });
    if (dropped.length > 0) useFeedStore.setState({ leftOut: partByTrust(useFeedStore.getState(), dropped).leftOut });
    if (state.key !== undefined && comingBack.length > 0) letIn(state.key, comingBack);
  },
  /** The visitor asked to see this feed's left-out items: everyone is shown in it until the feed changes. */
  showLeftOut(): void {
    const state = useFeedStore.getState();
    useFeedStore.setState({ narrowed: false, leftOut: [] });
    if (state.key !== undefined && state.leftOut.length > 0) letIn(state.key, state.leftOut);
  },
  /** Hides what `isHidden` matches, now and in every feed to come; undefined shows all. */
  setHidden(isHidden: ((item: MediaItem) => boolean) | undefined): void {
    const state = useFeedStore.getState();
    const items = withoutHidden(state.items, isHidden);
    const pending = withoutHidden(state.pending, isHidden);
    // What the trust circle left out is not counted once muted.
    const leftOut = withoutHidden(state.leftOut, isHidden);
    if (items === state.items && pending === state.pending) useFeedStore.setState({ hidden: isHidden, leftOut });
    else {
      const pinned = withoutHidden(state.pinned, isHidden);
      useFeedStore.setState({ hidden: isHidden, items, pending, pinned, leftOut, frozen: Math.min(state.frozen, items.length) });
    }
  },
  /** Puts a linked post's media first, out of the feed's order, taking them from where they were. */
  pin(linked: readonly MediaItem[]): void {
    const state = useFeedStore.getState();
    const items = withoutHidden(linked, state.hidden);
    const pinned = isPinned(items);
    const rest = belowPinned(state).rest.filter((item) => !pinned(item));
    useFeedStore.setState({
      pinned: items,
      items: items.concat(rest),
      pending: state.pending.filter((item) => !pinned(item)),
      frozen: items.length,
    });
  },
  /** The route changed: the linked post was that route's, and goes with it. */
  unpin(): void {
    const state = useFeedStore.getState();
    if (state.pinned.length === 0) return;
    const pinned = isPinned(state.pinned);
    const items = state.items.filter((item) => !pinned(item));
    useFeedStore.setState({ pinned: [], items, frozen: Math.min(state.frozen, items.length) });
  },
  /** Every relay has answered, or the wait for them has ended. */
  ready(key: string): void {
    transition(key, feedTransitions.ready);
  },
  /** The first request's answer is on screen (core/feed/feed-lifecycle.ts). */
  firstAnswerShown(key: string): void {
    transition(key, feedTransitions.firstAnswerShown);
  },
  relayAnswered(key: string): void {
    transition(key, feedTransitions.relayAnswered);
  },
  /**
   * The set feed's entries now, each with its place in the order they arrived: posts no
   * longer named leave, except those the visitor can see or has scrolled past, which stay
   * withdrawn until they are not (docs/views-and-keys.md, Pictures stay put).
   */
  setEntries(key: string, ranks: ReadonlyMap<string, number>): void {
    const state = useFeedStore.getState();
    if (state.key !== key) return;
    const next = { ...state, entryRanks: ranks };
    useFeedStore.setState({ entryRanks: ranks, ...withEntries(next, state.frozen) });
  },
  setFrozen(frozen: number): void {
    const state = useFeedStore.getState();
    if (state.frozen === frozen) return;
    // What left a set while frozen goes once it is not: it is below what the visitor sees.
    useFeedStore.setState({ frozen, ...(state.withdrawn.size > 0 && frozen < state.frozen ? withEntries(state, frozen) : {}) });
  },
  /** Freezes at least `count` leading items, keeping what another view froze before. */
  freezeAtLeast(count: number): void {
    if (useFeedStore.getState().frozen < count) useFeedStore.setState({ frozen: count });
  },
  showPending(): void {
    const state = useFeedStore.getState();
    const { rest, withPinned } = belowPinned(state);
    const lists = revealPending({ items: rest, pending: state.pending });
    const next = { ...state, items: withPinned(lists.items), pending: lists.pending, frozen: 0 };
    useFeedStore.setState({ items: next.items, pending: next.pending, frozen: 0, ...withEntries(next, 0) });
  },
  /**
   * Keeps the newest `count` items below the linked post, dropping the oldest: screen mode
   * runs all day, and its show is of the feed's newest (docs/views-and-keys.md, Screen mode).
   * On a set feed the newest are the entries added last, whenever their posts were written.
   */
  keepNewest(count: number): void {
    const kept = newestItems(useFeedStore.getState(), count);
    if (kept) useFeedStore.setState(kept);
  },
  markFailed(itemKey: string): void {
    const { failed, items, frozen } = useFeedStore.getState();
    if (failed.has(itemKey)) return;
    const index = items.findIndex((item) => item.key === itemKey);
    if (index >= 0 && index < frozen) return;
    useFeedStore.setState({ failed: new Set(failed).add(itemKey) });
  },
  olderPagesAsked(key: string): void {
    transition(key, feedTransitions.olderPagesAsked);
  },
  /** `exhausted`: no relay had anything older. */
  olderPagesAnswered(key: string, exhausted: boolean): void {
    transition(key, (lifecycle) => feedTransitions.olderPagesAnswered(lifecycle, { exhausted }));
  },
};
