import { useEffect, useEffectEvent, type RefObject } from 'react';

/** A horizontal move of at least this many pixels, clearly more sideways than vertical. */
const MIN_DISTANCE = 50;

/** docs/views-and-keys.md, Keys and gestures: swipe left for next, swipe right for previous. */
export function useSwipe(ref: RefObject<HTMLElement | null>, onSwipe: (direction: 'left' | 'right') => void): void {
  const handle = useEffectEvent(onSwipe);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let start: { x: number; y: number } | undefined;
    const onStart = (event: TouchEvent): void => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : undefined;
    };
    const onEnd = (event: TouchEvent): void => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      start = undefined;
      if (Math.abs(dx) >= MIN_DISTANCE && Math.abs(dx) > 2 * Math.abs(dy)) handle(dx < 0 ? 'left' : 'right');
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchend', onEnd);
    };
  }, [ref]);
}
