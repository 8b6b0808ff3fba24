import type { MediaItem } from '../../core/types';
import { openComments } from '../../stores/open-comments';
import './comments-button.css';

/**
 * Opens the post's comments (docs/views-and-keys.md, Comments): in the scroll view beside
 * the picture, from the slideshow in the scroll view at the same picture. 44 px, as the
 * post actions beside it.
 */
export function CommentsButton({ item }: { item: MediaItem }) {
  return (
    <button
      type="button"
      className="comments-button"
      aria-label="Comments"
      aria-haspopup="dialog"
      title="Comments (C)"
      onClick={(event) => {
        // The slideshow pauses on a click on its picture; this is not that.
        event.stopPropagation();
        openComments(item.noteId);
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M4.5 6.5a2 2 0 0 1 2-2h11a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H10l-4 3.5v-3.5h0.5a2 2 0 0 1-2-2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
