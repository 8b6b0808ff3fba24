import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Settings } from '../../core/types';
import type { EventPointer } from '../../core/events';
import { parseViewAddress, placeInPost, withViewAddress } from '../../core/routes';
import { feedActions, useFeedStore } from '../../stores/feed-store';
import { forgetLinkedPost, showLinkedPost, useLinkedPostStore } from '../../stores/linked-post';
import { useViewStore, viewActions } from '../../stores/view-store';

/** Set on the history entry a view was opened into, so closing the view can go Back. */
interface ViewEntryState {
  viewOpened?: boolean;
}

function openedFromGrid(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as ViewEntryState).viewOpened === true;
}

/**
 * The router moves the browser's history entry at once and renders the new location in
 * a transition; while that render is pending, the entry's key is ahead of the rendered
 * one, and a write based on the rendered address would undo the newer navigation.
 */
function addressMovedOn(renderedKey: string): boolean {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null && 'key' in state ? state.key : undefined;
  // An entry without a key is the page's first, or not the router's to tell (a router kept in memory).
  return typeof key === 'string' && key !== renderedKey;
}

/**
 * Keeps the view and its picture in the address and the address in the view
 * (docs/routes-and-filters.md, View address parameters):
 * opening a view pushes an entry (Back returns to the grid at that picture), moving
 * through pictures replaces it, and an address the app did not write itself (a reload,
 * Back, Forward, a shared link) opens what it names.
 */
export function useViewAddress(settings: Settings): void {
  const location = useLocation();
  const navigate = useNavigate();
  // What the address follows; the effect below reads their newest values itself.
  const shownMode = useViewStore((state) => state.mode);
  const shownIndex = useViewStore((state) => state.current);
  const items = useFeedStore((state) => state.items);
  const linking = useLinkedPostStore((state) => state.status === 'loading');
  /** The query the app wrote last: seeing it come back is not a request. */
  const written = useRef<string | undefined>(undefined);
  /** A Back is under way; nothing is written until the address has changed. */
  const leaving = useRef(false);
  const openLinkedPost = useEffectEvent((post: EventPointer, place: number) => void showLinkedPost(post, settings, place));

  const routeKey = JSON.stringify(settings);
  // Declared first: a route's view starts over before its address is read.
  useEffect(() => {
    // docs/views-and-keys.md, View modes: new settings start every view over, without the last route's linked post.
    viewActions.reset();
    forgetLinkedPost();
    feedActions.unpin();
  }, [routeKey]);

  useEffect(() => {
    leaving.current = false;
    if (location.search === written.current) {
      written.current = undefined;
      return;
    }
    const address = parseViewAddress(location.search);
    if (address.view === 'grid') {
      forgetLinkedPost();
      if (useViewStore.getState().mode !== 'grid') viewActions.showGrid();
      return;
    }
    if (address.post) openLinkedPost(address.post, address.media);
    if (address.view === 'scroll') viewActions.openScroll();
    else viewActions.startSlideshow();
  }, [location.search, location.key]);

  useEffect(() => {
    // Read live: the effect above may have changed the view in this same commit.
    const { mode, current } = useViewStore.getState();
    if (leaving.current || useLinkedPostStore.getState().status === 'loading' || addressMovedOn(location.key)) return;
    const address = parseViewAddress(location.search);
    if (mode === 'grid') {
      if (address.view === 'grid') return;
      if (openedFromGrid(location.state)) {
        leaving.current = true;
        void navigate(-1);
        return;
      }
      written.current = withViewAddress(location.search, 'grid');
      void navigate({ search: written.current }, { replace: true });
      return;
    }
    const feedItems = useFeedStore.getState().items;
    const shown = feedItems[current ?? 0];
    // Nothing to show yet (the feed is loading): the address keeps the post it names.
    if (!shown) return;
    const search = withViewAddress(location.search, mode, shown.post, placeInPost(feedItems, shown));
    if (search === location.search) return;
    // The view was opened from the grid when the address still names the grid; if the
    // entry that opening pushed has not reached the address yet (posts arriving just after
    // a view opens move the picture shown again), that entry is replaced, not pushed twice,
    // or closing would go Back to it.
    const fromGrid = address.view === 'grid';
    const pushing = fromGrid && written.current === undefined;
    written.current = search;
    void navigate({ search }, { replace: !pushing, state: fromGrid ? ({ viewOpened: true } satisfies ViewEntryState) : location.state });
  }, [shownMode, shownIndex, items, linking, location, navigate]);
}
