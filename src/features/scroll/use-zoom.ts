import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { clampZoom, FITTED, isZoomed, stepZoom, type Zoom } from '../../core/layout';
import { attachZoomGestures, measure } from './zoom-gestures';

export interface ZoomState {
  /** The box that is transformed; the gestures listen on it. */
  box: RefObject<HTMLDivElement | null>;
  /** The settled zoom: after each step, and at the end of a pinch or drag (not per frame). */
  zoom: Zoom;
  /** Eased: the last change was a key or a double-tap, not a hand on the picture. */
  smooth: boolean;
  /** Zoomed at some point since the item became the current one: a reset is worth saying. */
  wasZoomed: boolean;
  step(direction: 'in' | 'out'): void;
  reset(): void;
}

interface Shown {
  zoom: Zoom;
  smooth: boolean;
  wasZoomed: boolean;
}

const AT_REST: Shown = { zoom: FITTED, smooth: false, wasZoomed: false };

/**
 * The zoom of one scroll-view picture (docs/views-and-keys.md, Zoom). Only the current
 * item zooms, and its zoom is reset when it stops being the current one.
 */
export function useZoom(active: boolean): ZoomState {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown>(AT_REST);
  // Read by the gestures between renders: two wheel events may come before the next one.
  const current = useRef<Zoom>(FITTED);

  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (!active) setShown(AT_REST);
  }
  useEffect(() => {
    if (!active) current.current = FITTED;
  }, [active]);

  const commit = useCallback((zoom: Zoom, smooth: boolean) => {
    current.current = zoom;
    setShown((before) => ({ zoom, smooth, wasZoomed: before.wasZoomed || isZoomed(zoom) }));
  }, []);

  const step = useCallback(
    (direction: 'in' | 'out') => {
      const element = box.current;
      if (element) commit(stepZoom(current.current, direction, measure(element).frame), true);
    },
    [commit],
  );
  const reset = useCallback(() => commit(FITTED, true), [commit]);

  const enabled = useEffectEvent(() => active);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const detach = attachZoomGestures(element, { enabled: () => enabled(), current: () => current.current, commit });
    // A new window size moves the screen's edges: the picture is kept within them.
    const onResize = (): void => {
      if (isZoomed(current.current)) commit(clampZoom(current.current, measure(element).frame), false);
    };
    window.addEventListener('resize', onResize);
    return () => {
      detach();
      window.removeEventListener('resize', onResize);
    };
  }, [commit]);

  return { box, zoom: shown.zoom, smooth: shown.smooth, wasZoomed: shown.wasZoomed, step, reset };
}
