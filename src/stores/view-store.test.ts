import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useViewStore, viewActions } from './view-store';

const state = () => useViewStore.getState();

beforeEach(() => {
  viewActions.reset();
  viewActions.setShowNavButtons(true);
});

describe('view store', () => {
  it('opens the scroll view at the named item, else at the current one, else at the first', () => {
    viewActions.openScroll();
    expect(state()).toMatchObject({ mode: 'scroll', current: 0 });
    viewActions.setCurrent(7);
    viewActions.showGrid();
    viewActions.openScroll();
    expect(state().current).toBe(7);
    viewActions.openScroll(3);
    expect(state().current).toBe(3);
  });

  it('starts a slideshow running, and pauses and resumes it', () => {
    viewActions.startSlideshow();
    viewActions.togglePause();
    expect(state()).toMatchObject({ mode: 'slideshow', paused: true });
    viewActions.startSlideshow();
    expect(state().paused).toBe(false);
  });

  it('pauses a running slideshow for a dialog, never resumes a paused one, and leaves other views alone', () => {
    viewActions.startSlideshow();
    viewActions.pauseSlideshow();
    expect(state().paused).toBe(true);
    viewActions.pauseSlideshow();
    expect(state().paused).toBe(true);
    viewActions.reset();
    viewActions.openScroll(0);
    viewActions.pauseSlideshow();
    expect(state().paused).toBe(false);
  });

  it('starts over on reset: grid, no current item, not paused; the navigation buttons setting stays', () => {
    viewActions.setShowNavButtons(false);
    viewActions.startSlideshow();
    viewActions.setCurrent(4);
    viewActions.togglePause();
    viewActions.reset();
    expect(state()).toEqual({ mode: 'grid', current: undefined, paused: false, showNavButtons: false });
  });

  it('tells no one when the current item is set to what it already is', () => {
    viewActions.setCurrent(2);
    const listener = vi.fn();
    const unsubscribe = useViewStore.subscribe(listener);
    viewActions.setCurrent(2);
    expect(listener).not.toHaveBeenCalled();
    viewActions.setCurrent(undefined);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });
});
