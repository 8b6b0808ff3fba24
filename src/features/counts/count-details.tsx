import { Link } from 'react-router-dom';
import { compactCount } from '../../core/social';
import { AVATAR_WIDTH, proxiedAvatarUrl, proxiedImageUrl } from '../../core/media';
import { hexToNpub } from '../../core/events';
import { displayName } from '../../core/identity';
import type { ReactionGroup, ZapperTotal } from '../../core/social';
import { useImageProxy } from '../../hooks/use-image-proxy';
import { useProfile } from '../../hooks/use-profile';
import { usePostCounts } from './use-post-counts';
import './counts.css';

/**
 * The reactions other than likes and the top zappers, in the scroll view's details
 * (docs/views-and-keys.md, Counts). A reaction is text; a custom emoji is its picture,
 * through the image proxy, only when its address is http(s) (core/social/reaction-content.ts),
 * with its shortcode for alt text.
 */
export function CountDetails({ postId }: { postId: string }) {
  const counts = usePostCounts(postId)?.counts;
  if (!counts || (counts.reactions.length === 0 && counts.zappers.length === 0)) return null;
  return (
    <div className="count-details">
      {counts.reactions.length > 0 && (
        <ul className="count-details__reactions" aria-label="Reactions">
          {counts.reactions.map((group) => (
            <Reaction key={`${group.text} ${group.image ?? ''}`} group={group} />
          ))}
        </ul>
      )}
      {counts.zappers.length > 0 && (
        <ul className="count-details__zappers" aria-label="Top zappers">
          {counts.zappers.map((zapper) => (
            <Zapper key={zapper.pubkey} zapper={zapper} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Reaction({ group }: { group: ReactionGroup }) {
  const proxy = useImageProxy();
  const picture = group.image ? proxiedImageUrl(group.image, AVATAR_WIDTH, proxy, AVATAR_WIDTH) : undefined;
  return (
    <li title={`${group.text}: ${group.count}`}>
      {picture ? (
        <img className="count-details__emoji" src={picture} alt={group.text} width={20} height={20} referrerPolicy="no-referrer" />
      ) : (
        <span className="count-details__text">{group.text}</span>
      )}
      <span className="count-details__count">{compactCount(group.count)}</span>
    </li>
  );
}

function Zapper({ zapper }: { zapper: ZapperTotal }) {
  const profile = useProfile(zapper.pubkey);
  const npub = hexToNpub(zapper.pubkey) ?? zapper.pubkey;
  const name = displayName(profile, npub);
  const picture = proxiedAvatarUrl(profile?.image, useImageProxy());
  const sats = Math.floor(zapper.amountMsat / 1000);
  return (
    <li>
      <Link to={`/p/${npub}`} className="count-details__zapper" aria-label={`${name}, ${sats} sats`} title={`${name}: ${sats} sats`}>
        {picture ? (
          <img className="count-details__avatar" src={picture} alt="" width={28} height={28} referrerPolicy="no-referrer" />
        ) : (
          <span className="count-details__avatar" aria-hidden="true" />
        )}
        <span aria-hidden="true">{compactCount(sats)}</span>
      </Link>
    </li>
  );
}
