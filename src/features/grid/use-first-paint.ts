import { useEffect, useState, type RefObject } from 'react';

/**
 * Tiles without a picture yet are only their colour: until then, later relays' posts may
 * still sort in among them at no cost to the eye. The wait is bounded, for a host that
 * answers slowly (docs/views-and-keys.md, Pictures stay put).
 */
export const PAINT_WAIT_MS = 1_000;

/**
 * Whether the grid has painted a picture: the first `load` of an element inside it (load
 * events do not bubble, but are seen while capturing), or PAINT_WAIT_MS after its first
 * tiles were drawn, whichever comes first.
 */
export function useFirstPaint(container: RefObject<HTMLElement | null>, drawn: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (painted || !drawn || !element) return undefined;
    const paint = (): void => setPainted(true);
    const timer = setTimeout(paint, PAINT_WAIT_MS);
    element.addEventListener('load', paint, { capture: true, once: true });
    return () => {
      clearTimeout(timer);
      element.removeEventListener('load', paint, { capture: true });
    };
  }, [container, drawn, painted]);
  return painted;
}
