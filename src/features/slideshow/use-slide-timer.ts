import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onDone` once the slide `slide` has been running for `duration` ms. A pause keeps
 * the time already run, so on resume the change comes when the zoom and the progress line
 * (both paused in CSS, not restarted) say it will.
 */
export function useSlideTimer(slide: string | undefined, running: boolean, duration: number, onDone: () => void): void {
  const done = useEffectEvent(onDone);
  const spent = useRef({ slide, ms: 0 });

  useEffect(() => {
    // A slide reached by a step gets its whole time, even one stepped back to while paused.
    if (spent.current.slide !== slide) spent.current = { slide, ms: 0 };
    if (!running) return undefined;
    const record = spent.current;
    const startedAt = performance.now();
    const timer = setTimeout(() => done(), Math.max(0, duration - record.ms));
    return () => {
      clearTimeout(timer);
      record.ms += performance.now() - startedAt;
    };
  }, [slide, running, duration]);
}
