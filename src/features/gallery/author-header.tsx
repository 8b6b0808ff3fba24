import { lazy, Suspense } from 'react';
import { VerifiedNip05 } from '../../components/verified-nip05';
import { proxiedAvatarUrl } from '../../core/media';
import { displayName } from '../../core/identity';
import { useImageProxy } from '../../hooks/use-image-proxy';
import { useNip05 } from '../../hooks/use-nip05';
import { useProfile } from '../../hooks/use-profile';
import { AuthorAbout } from './author-about';
import { FollowButton } from './follow-button';
import './author-header.css';

/** The author's sets are a chunk of their own, asked for with the author's page (docs/views-and-keys.md, Grid view). */
const AuthorSets = lazy(() => import('./author-sets').then((module) => ({ default: module.AuthorSets })));

/** An external viewer for the profile (the product's own page is this gallery). */
const PROFILE_VIEWER = 'https://njump.me/';

/**
 * docs/views-and-keys.md, Grid view: the author's name and picture, a follow button, their
 * sets and an external link, and the profile's about text. The NIP-05 address shows once checked, as
 * in the details panel. The header is one box of fixed height, its lines in slots of their
 * own, so the grid's place is known before the profile comes (author-header.css).
 */
export function AuthorHeader({ pubkey, npub }: { pubkey: string; npub: string }) {
  const profile = useProfile(pubkey);
  const nip05 = useNip05(pubkey, profile?.nip05);
  const name = displayName(profile, npub);
  const picture = proxiedAvatarUrl(profile?.image, useImageProxy());
  return (
    <header className="author-header" aria-busy={nip05?.status === 'checking'}>
      {picture ? (
        <img
          className="author-header__picture"
          src={picture}
          alt={`Picture of ${name}`}
          width={56}
          height={56}
          referrerPolicy="no-referrer"
        />
      ) : (
        <span className="author-header__picture" aria-hidden="true" />
      )}
      <div className="author-header__names">
        <h1 className="author-header__name">{name}</h1>
        {/* The address's line is kept while it is checked, and when there is none. */}
        <div className="author-header__line">
          <VerifiedNip05 check={nip05} className="author-header__nip05" />
        </div>
        {profile?.about && <AuthorAbout about={profile.about} />}
      </div>
      <FollowButton pubkey={pubkey} />
      <Suspense
        fallback={
          <span className="button author-header__sets-room" aria-hidden="true">
            Sets
          </span>
        }
      >
        <AuthorSets pubkey={pubkey} />
      </Suspense>
      <a className="button" href={`${PROFILE_VIEWER}${npub}`} target="_blank" rel="noopener noreferrer" aria-label="Open profile on njump">
        ↗
      </a>
    </header>
  );
}
