/**
 * How the gallery is being looked at (docs/views-and-keys.md, View modes), and
 * the global flags of docs/views-and-keys.md, View modes.
 */
import { create } from 'zustand';

export type ViewMode = 'grid' | 'scroll' | 'slideshow';

export interface ViewState {
  mode: ViewMode;
  /** Index into the feed of the current item, if any. */
  current: number | undefined;
  paused: boolean;
  showNavButtons: boolean;
}

const initial: ViewState = { mode: 'grid', current: undefined, paused: false, showNavButtons: true };

export const useViewStore = create<ViewState>()(() => initial);

export const viewActions = {
  reset(): void {
    useViewStore.setState({ mode: 'grid', current: undefined, paused: false });
  },
  showGrid(): void {
    useViewStore.setState({ mode: 'grid' });
  },
  openScroll(index?: number): void {
    useViewStore.setState((state) => ({ mode: 'scroll', current: index ?? state.current ?? 0 }));
  },
  startSlideshow(): void {
    useViewStore.setState({ mode: 'slideshow', paused: false });
  },
  setCurrent(current: number | undefined): void {
    if (useViewStore.getState().current !== current) useViewStore.setState({ current });
  },
  /** A running slideshow stays on its picture, as while its zap dialog is open (docs/session-and-actions.md, Zap). */
  pauseSlideshow(): void {
    const { mode, paused } = useViewStore.getState();
    if (mode === 'slideshow' && !paused) useViewStore.setState({ paused: true });
  },
  togglePause(): void {
    useViewStore.setState((state) => ({ paused: !state.paused }));
  },
  setShowNavButtons(showNavButtons: boolean): void {
    useViewStore.setState({ showNavButtons });
  },
};
