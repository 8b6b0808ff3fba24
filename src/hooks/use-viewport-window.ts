import { useEffect, useState, type RefObject } from 'react';

export interface ViewportWindow {
  /** Top and bottom of the viewport in the element's own coordinates. */
  top: number;
  bottom: number;
}

/** Where the viewport sits over an element in a window-scrolled page, updated once per frame. */
export function useViewportWindow(ref: RefObject<HTMLElement | null>): ViewportWindow {
  const [view, setView] = useState<ViewportWindow>(() => ({ top: 0, bottom: globalThis.innerHeight || 800 }));

  useEffect(() => {
    let frame = 0;
    const measure = (): void => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const offset = element.getBoundingClientRect().top;
      const top = Math.round(-offset);
      const bottom = top + window.innerHeight;
      setView((previous) => (previous.top === top && previous.bottom === bottom ? previous : { top, bottom }));
    };
    const schedule = (): void => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref]);

  return view;
}
