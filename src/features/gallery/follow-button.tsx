import { toggleFollow } from '../../stores/session-actions';
import { useSessionStore } from '../../stores/session-store';

/**
 * SPEC.md section 4: Follow or Unfollow by whether the pubkey is in the follow list;
 * disabled while working or when no list or signer is present.
 */
export function FollowButton({ pubkey }: { pubkey: string }) {
  const follows = useSessionStore((state) => state.follows);
  const working = useSessionStore((state) => state.working);
  const following = follows?.includes(pubkey) ?? false;
  const disabled = follows === undefined || working;
  return (
    <button
      type="button"
      className="button"
      disabled={disabled}
      aria-busy={working}
      title={follows === undefined ? 'Log in to follow' : undefined}
      onClick={() => void toggleFollow(pubkey)}
    >
      {following ? 'Unfollow' : 'Follow'}
    </button>
  );
}
