import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import type { Box } from '../../core/layout';
import { revealScroll } from '../../core/layout';

/** What the gallery's fixed corner controls cover at the top, and a little air below. */
const TOP_INSET = 64;
const BOTTOM_INSET = 16;

/**
 * Scrolls the page so the current tile is seen: after the arrow keys move it, and when
 * the grid comes back from the scroll view at the item last seen there (the grid was
 * not on the page meanwhile, so the page had scrolled to its top). Before paint, so the
 * grid is never drawn at the wrong place first. It follows the current position, not
 * the item there: when posts sort in above, the page is not moved after them.
 */
export function useCurrentInView(grid: RefObject<HTMLElement | null>, current: number | undefined, box: Box | undefined): void {
  // `box` is undefined until the grid is laid out at its real width.
  const reveal = useEffectEvent(() => {
    const element = grid.current;
    if (!element || !box) return;
    const top = element.getBoundingClientRect().top + box.y;
    const distance = revealScroll(
      { top, bottom: top + box.height },
      { height: window.innerHeight, topInset: TOP_INSET, bottomInset: BOTTOM_INSET },
    );
    if (distance !== 0) window.scrollBy({ top: distance, behavior: 'instant' });
  });
  const laidOut = box !== undefined;
  useLayoutEffect(() => {
    if (current !== undefined && laidOut) reveal();
  }, [current, laidOut]);
}
