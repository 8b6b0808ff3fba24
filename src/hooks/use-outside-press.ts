import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Calls `onOutside` for a press anywhere outside `ref`'s element, while `active`: a panel's light dismiss. */
export function useOutsidePress(ref: RefObject<HTMLElement | null>, onOutside: () => void, active = true): void {
  const dismiss = useEffectEvent(onOutside);
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent): void => {
      if (!ref.current?.contains(event.target as Node | null)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active]);
}
