import { useEffect } from 'react';
import { useFeedStore } from '../../stores/feed-store';
import { onFirstScreenPress } from '../../stores/first-screen-press';
import { viewActions } from '../../stores/view-store';

/**
 * A picture pressed on the painted first screen (stores/first-screen-press.ts) opens the
 * scroll view at that post, found by its key wherever later posts have put it. Used after
 * the view address's hooks, whose first effects start the route's view over.
 */
export function useFirstScreenPress(): void {
  useEffect(
    () =>
      onFirstScreenPress((key) => {
        const index = useFeedStore.getState().items.findIndex((item) => item.key === key);
        if (index >= 0) viewActions.openScroll(index);
      }),
    [],
  );
}
