import { startTransition, useEffect, useState, type RefObject } from 'react';

export interface ViewportWindow {
  /** Top and bottom of the viewport in the element's own coordinates. */
  top: number;
  bottom: number;
  /** Which way the viewport last moved: 1 down the page, -1 up. */
  direction: 1 | -1;
}

/**
 * Where the viewport sits over an element in a window-scrolled page, updated at most once
 * per frame. A scroll's update is a transition: the tiles it reveals render in slices the
 * browser can interrupt to paint and take input, not in one long task per frame.
 */
export function useViewportWindow(ref: RefObject<HTMLElement | null>): ViewportWindow {
  const [view, setView] = useState<ViewportWindow>(() => ({ top: 0, bottom: globalThis.innerHeight || 800, direction: 1 }));

  useEffect(() => {
    let frame = 0;
    let direction: 1 | -1 = 1;
    let lastTop: number | undefined;
    // Only a scroll's update waits in a transition; the element moving or the window
    // resizing changes what is on screen now.
    let urgent = true;
    const measure = (): void => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const offset = element.getBoundingClientRect().top;
      const top = Math.round(-offset);
      const bottom = top + window.innerHeight;
      if (lastTop !== undefined && top !== lastTop) direction = top > lastTop ? 1 : -1;
      lastTop = top;
      const update = (): void =>
        setView((previous) =>
          previous.top === top && previous.bottom === bottom && previous.direction === direction ? previous : { top, bottom, direction },
        );
      if (urgent) update();
      else startTransition(update);
      urgent = false;
    };
    const onScroll = (): void => {
      frame ||= requestAnimationFrame(measure);
    };
    const onMove = (): void => {
      urgent = true;
      onScroll();
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onMove);
    // The element moves on the page without a scroll when what sits above it changes
    // height (a status message goes), and the page's height changes with it.
    const resizes = new ResizeObserver(onMove);
    resizes.observe(document.body);
    if (ref.current) resizes.observe(ref.current);
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onMove);
    };
  }, [ref]);

  return view;
}
