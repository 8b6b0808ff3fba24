import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseSlideshowAddress, withScreenMode } from '../../core/routes';

export interface SlideshowAddressState {
  /** Screen mode is on (docs/views-and-keys.md, Screen mode). */
  screen: boolean;
  /** How long each picture stays (`slide=`, docs/routes-and-filters.md, View address parameters). */
  slideMs: number;
  setScreen(on: boolean): void;
}

/** The slideshow's settings in the address; turning screen mode on or off replaces the entry, as moving through pictures does. */
export function useSlideshowAddress(): SlideshowAddressState {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const { screen, slideMs } = parseSlideshowAddress(search);
  // The entry's state says whether the slideshow was opened from the grid: closing it goes Back then.
  const setScreen = useCallback(
    (on: boolean) => void navigate({ search: withScreenMode(search, on) }, { replace: true, state }),
    [navigate, search, state],
  );
  return { screen, slideMs, setScreen };
}
