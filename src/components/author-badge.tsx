import { Link } from 'react-router-dom';
import { proxiedAvatarUrl } from '../core/media';
import { displayName } from '../core/identity';
import { useImageProxy } from '../hooks/use-image-proxy';
import { useProfile } from '../hooks/use-profile';
import './author-badge.css';

/** The author's picture and name, linking to their gallery. */
export function AuthorBadge({ pubkey, npub }: { pubkey: string; npub: string }) {
  const profile = useProfile(pubkey);
  const name = displayName(profile, npub);
  const picture = proxiedAvatarUrl(profile?.image, useImageProxy());
  return (
    <Link className="author-badge" to={`/p/${npub}`}>
      {picture ? (
        <img className="author-badge__picture" src={picture} alt="" referrerPolicy="no-referrer" width={32} height={32} />
      ) : (
        <span className="author-badge__picture" aria-hidden="true" />
      )}
      <span className="author-badge__name">{name}</span>
    </Link>
  );
}
