import { useEffect, useState } from 'react';
import { excerpt } from '../../core/alt-text';
import { CAPTION_DELAY_MS } from '../../core/slideshow-order';
import type { MediaItem } from '../../core/types';
import { AuthorBadge } from '../../components/author-badge';
import { PostActions } from '../post-actions/post-actions';

/** docs/views-and-keys.md, Slideshow view: the caption and author follow the picture 2 seconds later. */
export function SlideCaption({ item }: { item: MediaItem }) {
  const [shown, setShown] = useState<MediaItem>();
  useEffect(() => {
    const timer = setTimeout(() => setShown(item), CAPTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [item]);
  if (!shown) return null;
  return (
    <div className="slideshow__caption" aria-live="polite">
      <AuthorBadge pubkey={shown.authorId} npub={shown.author} />
      {shown.content && <p>{excerpt(shown.content, 140)}</p>}
      <PostActions item={shown} />
    </div>
  );
}
