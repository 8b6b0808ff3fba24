import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

export interface IdleReveal {
  shown: boolean;
  /** Pointer activity: show, and start the idle time over. */
  reveal: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Controls that show on activity and hide after `idleMs` without it. Keyboard focus inside
 * keeps them shown; focus left by a mouse click does not (it would pin them for good).
 * Pointer moves only stamp a time: no render per move while they are shown.
 */
export function useIdleReveal(idleMs: number): IdleReveal {
  const [shown, setShown] = useState(false);
  const [pinned, setPinned] = useState(false);
  const lastActivity = useRef(0);

  useEffect(() => {
    if (!shown || pinned) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const check = (): void => {
      const idle = performance.now() - lastActivity.current;
      if (idle >= idleMs) setShown(false);
      else timer = setTimeout(check, idleMs - idle);
    };
    timer = setTimeout(check, idleMs);
    return () => clearTimeout(timer);
  }, [shown, pinned, idleMs]);

  const reveal = useCallback(() => {
    lastActivity.current = performance.now();
    setShown(true);
  }, []);
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!event.target.matches(':focus-visible')) return;
      setPinned(true);
      reveal();
    },
    [reveal],
  );
  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      setPinned(false);
      reveal();
    },
    [reveal],
  );
  return { shown, reveal, onFocus, onBlur };
}
