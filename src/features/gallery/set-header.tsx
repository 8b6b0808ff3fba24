import { Link } from 'react-router-dom';
import { proxiedAvatarUrl } from '../../core/media';
import { hexToNpub, VIDEO_SET_KIND } from '../../core/events';
import { displayName } from '../../core/identity';
import { viewLabel } from '../../core/routes';
import type { MediaSet } from '../../core/types';
import { useImageProxy } from '../../hooks/use-image-proxy';
import { useProfile } from '../../hooks/use-profile';
import { AuthorAbout } from './author-about';
import './author-header.css';
import './set-header.css';

/**
 * docs/views-and-keys.md, Grid view: a set route's header, the set's title (the page
 * title's words), its description as plain text, its cover picture and its author, who
 * leads to their own gallery. "Set" until the set has arrived, in the same box: the author
 * header's fixed height, its cover's and every line's slot kept while empty, so the grid's
 * place is known before the set comes (author-header.css).
 */
export function SetHeader({ set }: { set: MediaSet | undefined }) {
  const cover = proxiedAvatarUrl(set?.image, useImageProxy());
  const profile = useProfile(set?.pubkey);
  const npub = set ? hexToNpub(set.pubkey) : undefined;
  return (
    <header className="author-header set-header" aria-busy={set === undefined}>
      {cover ? (
        <img className="author-header__picture set-header__cover" src={cover} alt="" width={56} height={56} referrerPolicy="no-referrer" />
      ) : (
        <span className="author-header__picture set-header__cover" aria-hidden="true" />
      )}
      <div className="author-header__names">
        <h1 className="author-header__name">{viewLabel({ view: 'set', setTitle: set?.title })}</h1>
        <p className="author-header__line set-header__by">
          {set && npub && (
            <>
              {set.kind === VIDEO_SET_KIND ? 'Videos' : 'Pictures'} chosen by <Link to={`/p/${npub}`}>{displayName(profile, npub)}</Link>
            </>
          )}
        </p>
        {set?.description && <AuthorAbout about={set.description} />}
      </div>
    </header>
  );
}
