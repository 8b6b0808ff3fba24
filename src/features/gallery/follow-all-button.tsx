import { notYetFollowed } from '../../core/trust';
import type { FollowAllResult } from '../../stores/follow-action';
import { useSessionStore } from '../../stores/session-store';

/** Publishing code is fetched on the first press: visitors who only look never need it. */
const followAll = (people: readonly string[]): Promise<FollowAllResult> =>
  import('../../stores/follow-action').then((action) => action.followAll(people));

export interface FollowAllButtonProps {
  people: readonly string[];
  /** This header's press is being published. */
  pressed: boolean;
  onPress(): void;
  onDone(result: FollowAllResult): void;
}

/**
 * docs/session-and-actions.md, Follow all: offered to a visitor too, whose press opens the
 * login dialog as every action's does; for a signed-in user disabled until every relay has
 * answered for the follow list, while a follow is being published, and, as "Following all",
 * once everyone on the list is followed.
 */
export function FollowAllButton({ people, pressed, onPress, onDone }: FollowAllButtonProps) {
  const pubkey = useSessionStore((state) => state.pubkey);
  const follows = useSessionStore((state) => state.follows);
  const settled = useSessionStore((state) => state.followsSettled);
  const working = useSessionStore((state) => state.working);
  const signedIn = pubkey !== undefined;
  const missing = signedIn && settled ? notYetFollowed(people, follows, pubkey).length : undefined;
  const followingAll = missing === 0;
  const title = !signedIn
    ? 'Log in to follow everyone on this list'
    : !settled
      ? 'Loading your follow list…'
      : followingAll
        ? 'You follow everyone on this list'
        : `Follow the ${missing === 1 ? 'one person' : `${missing} people`} on this list you do not follow yet`;
  const press = (): void => {
    onPress();
    void followAll(people).then(onDone, () => onDone({ status: 'failed' }));
  };
  return (
    <button
      type="button"
      className="button list-header__follow"
      disabled={(signedIn && !settled) || working || followingAll}
      aria-busy={pressed}
      title={title}
      onClick={press}
    >
      {pressed ? 'Following…' : followingAll ? 'Following all' : 'Follow all'}
    </button>
  );
}
