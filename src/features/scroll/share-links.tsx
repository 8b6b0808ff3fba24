import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MediaItem } from '../../core/types';
import { nostrUri, placeInPost, withViewAddress } from '../../core/routes';
import { seenOn } from '../../nostr/seen-on';
import { useFeedStore } from '../../stores/feed-store';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The picture's own address, to paste anywhere, and its NIP-21 URI for another Nostr app
 * (docs/views-and-keys.md, Scroll view). Where the clipboard is refused, the address is
 * shown to copy by hand.
 */
export function ShareLinks({ item }: { item: MediaItem }) {
  const { pathname, search } = useLocation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const place = useFeedStore((state) => placeInPost(state.items, item));
  const address = `${window.location.origin}${pathname}${withViewAddress(search, 'scroll', item.post, place)}`;

  const copyLink = (): void => {
    navigator.clipboard.writeText(address).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <div className="share-links">
      <button type="button" className="button share-links__copy" onClick={copyLink}>
        {copy === 'copied' ? 'Link copied' : 'Copy link'}
      </button>
      <a className="button" href={nostrUri(item.post, seenOn(item.noteId))}>
        Open in another app
      </a>
      {copy === 'failed' && (
        <input
          className="share-links__address"
          readOnly
          value={address}
          aria-label="Link to this picture"
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}
