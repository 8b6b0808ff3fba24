import { useEffect } from 'react';
import { onFirstScreenPress } from '../../stores/first-screen-press';
import { openPostInScroll } from '../../stores/open-post';

/**
 * A picture pressed on the painted first screen (stores/first-screen-press.ts) opens the
 * scroll view at that post, found by its key wherever later posts have put it. Used after
 * the view address's hooks, whose first effects start the route's view over.
 */
export function useFirstScreenPress(): void {
  useEffect(() => onFirstScreenPress(openPostInScroll), []);
}
