import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Tiles without a picture yet are only their colour: until then, later relays' posts may
 * still sort in among them at no cost to the eye. The wait is bounded, for a host that
 * answers slowly (docs/views-and-keys.md, Pictures stay put).
 */
export const PAINT_WAIT_MS = 1_000;

const hasPicture = (element: HTMLElement): boolean =>
  Array.from(element.querySelectorAll('img')).some((image) => image.complete && image.naturalWidth > 0);

/**
 * Reports how many leading items the viewer has seen (`onSeen`), from the moment the grid
 * has painted a picture: one already decoded when its tile is drawn (a preloaded picture
 * is), the first `load` inside it (load events do not bubble, but are seen while
 * capturing), or PAINT_WAIT_MS after its first tiles were drawn, whichever comes first.
 * `seenAbove(bottom)` counts the items whose top is above `bottom`, in the grid's own
 * coordinates. Measured on the page after every render, before the browser paints: the
 * grid's place moves when what is above it changes, and the viewport the grid renders by
 * may lag behind, so no picture is ever on screen unfrozen.
 */
export function useSeenAfterPaint(
  container: RefObject<HTMLElement | null>,
  drawn: boolean,
  seenAbove: (bottom: number) => number,
  onSeen: (count: number) => void,
): void {
  const painted = useRef(false);
  const report = useEffectEvent(() => {
    const element = container.current;
    if (element) onSeen(seenAbove(window.innerHeight - element.getBoundingClientRect().top));
  });

  // Every render: a tile drawn now may bring a decoded picture, and items may have come.
  useLayoutEffect(() => {
    const element = container.current;
    if (!painted.current && drawn && element && hasPicture(element)) painted.current = true;
    if (painted.current) report();
  });

  // Listening from the commit that draws the tiles: a preloaded picture's load event may
  // come before a passive effect runs, and, missed, would leave the grid unfrozen until
  // its next render or the time-out.
  useLayoutEffect(() => {
    const element = container.current;
    if (painted.current || !drawn || !element) return undefined;
    const paint = (): void => {
      painted.current = true;
      report();
    };
    const timer = setTimeout(paint, PAINT_WAIT_MS);
    element.addEventListener('load', paint, { capture: true, once: true });
    return () => {
      clearTimeout(timer);
      element.removeEventListener('load', paint, { capture: true });
    };
  }, [container, drawn]);
}
