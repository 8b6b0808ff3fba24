/**
 * Opening the scroll view at a post pressed in the grid or on the painted first screen
 * (docs/views-and-keys.md, Scroll view). The view holds an index into the feed: it is read
 * from the feed as it is at the press, and the feed is frozen down to that post, so posts
 * that arrive before the view has drawn go behind "N new" or below it, never before it
 * (docs/views-and-keys.md, Pictures stay put).
 */
import { feedActions, useFeedStore } from './feed-store';
import { viewActions } from './view-store';

export function openPostInScroll(key: string): void {
  const index = useFeedStore.getState().items.findIndex((item) => item.key === key);
  if (index < 0) return;
  feedActions.freezeAtLeast(index + 1);
  viewActions.openScroll(index);
}
