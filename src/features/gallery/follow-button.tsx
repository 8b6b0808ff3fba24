import { useSessionStore } from '../../stores/session-store';

/** Publishing code is fetched on the first press: anonymous visits never need it. */
const toggleFollow = (pubkey: string): Promise<void> => import('../../stores/follow-action').then((action) => action.toggleFollow(pubkey));

const NEW_LIST_HINT = 'No follow list was found on your relays: following starts a new one.';

/**
 * docs/session-and-actions.md, Follow: Follow or Unfollow by whether the pubkey is in the follow list;
 * disabled while working, and until every relay has answered for the list (publishing
 * from a list not loaded would wipe the user's follows). A read-only session
 * may press it and is asked to log in with a signer.
 */
export function FollowButton({ pubkey }: { pubkey: string }) {
  const follows = useSessionStore((state) => state.follows);
  const settled = useSessionStore((state) => state.followsSettled);
  const noList = useSessionStore((state) => state.followsSettled && state.contacts === undefined);
  const working = useSessionStore((state) => state.working);
  const signedIn = useSessionStore((state) => state.pubkey !== undefined);
  const following = follows?.includes(pubkey) ?? false;
  const title = !signedIn ? 'Log in to follow' : !settled ? 'Loading your follow list…' : noList ? NEW_LIST_HINT : undefined;
  return (
    <button
      type="button"
      className="button"
      disabled={!settled || working}
      aria-busy={working}
      title={title}
      aria-description={noList ? NEW_LIST_HINT : undefined}
      onClick={() => void toggleFollow(pubkey)}
    >
      {following ? 'Unfollow' : 'Follow'}
    </button>
  );
}
