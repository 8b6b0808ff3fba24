import { useEffect, useState } from 'react';
import { excerpt } from '../../core/media';
import { CAPTION_DELAY_MS } from '../../core/layout';
import type { MediaItem } from '../../core/types';
import { AuthorBadge } from '../../components/author-badge';
import { CountsRow, useWatchCounts } from '../counts';
import { CommentsButton } from '../comments';
import { PostActions } from '../post-actions';

/**
 * docs/views-and-keys.md, Slideshow view: the caption and author follow the picture 2
 * seconds later. Until then the region is empty: the previous picture's caption goes at
 * the change, so a picture is never shown with another's words. Stepping while
 * paused follows the same rule. Its counts are asked for from the change, so they are
 * there when the caption is (docs/views-and-keys.md, Counts).
 */
export function SlideCaption({ item }: { item: MediaItem }) {
  const [shownKey, setShownKey] = useState<string>();
  // Cleared in the render of the change itself: stepping away and back within 2 s must
  // not bring the earlier caption back at once.
  const [forKey, setForKey] = useState(item.key);
  useWatchCounts(item);
  if (forKey !== item.key) {
    setForKey(item.key);
    setShownKey(undefined);
  }
  useEffect(() => {
    const timer = setTimeout(() => setShownKey(item.key), CAPTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [item.key]);
  // The region stays in the page so a screen reader hears each new caption.
  return (
    <div className="slideshow__caption" aria-live="polite">
      {shownKey === item.key && (
        <>
          <AuthorBadge pubkey={item.authorId} npub={item.author} />
          {item.content && <p>{excerpt(item.content, 140)}</p>}
          <CountsRow postId={item.noteId} />
          <PostActions item={item} />
          {/* Opens the scroll view at this picture with its comments (docs/views-and-keys.md, Comments). */}
          <CommentsButton item={item} />
        </>
      )}
    </div>
  );
}
