/**
 * Opening a post's comments (docs/views-and-keys.md, Comments): they are read in the
 * scroll view, so from the slideshow the scroll view opens at the same picture with its
 * panel open. Apart from comments.ts, so the buttons and keys that open the panel do not
 * carry what reads and writes comments.
 */
import { commentsActions } from './comments-store';
import { useViewStore, viewActions } from './view-store';

export function openComments(postId: string): void {
  // The view first: a panel is closed whenever the view is not the scroll view (gallery.tsx).
  if (useViewStore.getState().mode !== 'scroll') viewActions.openScroll();
  commentsActions.openPanel(postId);
}
