import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Settings } from '../../core/types';
import { moderationPath } from '../../core/wall';
import { useFeed } from '../../hooks/use-feed';
import { loginPrompt } from '../../stores/login-prompt';
import { useSessionStore } from '../../stores/session-store';
import { READ_ONLY_REASON } from '../../stores/signer-gate';
import { trustActions } from '../../stores/trust-store';
import { CandidateList } from './candidate-list';
import { ModeratorsNote } from './moderators-note';
import { useWallModeration } from './use-wall-moderation';
import { WaitingNote } from './waiting-note';
import { WallPanel } from './wall-panel';

const LOGIN_REASON = 'Log in to moderate this wall.';

export interface ApprovedWallProps {
  settings: Settings;
  /** The sets of the moderators already on the wall, from the address. */
  sets: string[];
  slideSeconds: number;
  onSlideSeconds(seconds: number, sets: readonly string[]): void;
}

/** An approved wall's moderation: signed in, the posts as they arrive, each approved or rejected. */
export function ApprovedWall({ settings, sets, slideSeconds, onSlideSeconds }: ApprovedWallProps) {
  const navigate = useNavigate();
  const pubkey = useSessionStore((state) => state.pubkey);
  const readOnly = useSessionStore((state) => state.method === 'npub');
  const canModerate = pubkey !== undefined && !readOnly;
  const moderation = useWallModeration(settings, sets);

  // A moderator sees every post with the hashtags, whatever their own "Show media from".
  useEffect(() => {
    trustActions.require('everyone');
    return () => trustActions.require(undefined);
  }, []);
  const { loadOlder } = useFeed(settings, canModerate ? undefined : null);

  // The page's own address names this moderator's sets too: it is the one to hand the next moderator.
  const address = useMemo(
    () => moderationPath({ settings, sets: moderation.sets, slideSeconds }),
    [settings, moderation.sets, slideSeconds],
  );
  useEffect(() => {
    if (canModerate && moderation.sets.length !== sets.length) void navigate(address, { replace: true });
  }, [canModerate, moderation.sets.length, sets.length, address, navigate]);

  if (!canModerate) {
    const reason = readOnly ? READ_ONLY_REASON : LOGIN_REASON;
    return (
      <div className="moderation__group">
        <p>{reason}</p>
        <button type="button" className="button" onClick={() => loginPrompt.open(reason)}>
          Log in
        </button>
      </div>
    );
  }
  return (
    <>
      <WallPanel
        settings={settings}
        admit={{ kind: 'approved', sets: moderation.sets }}
        slideSeconds={slideSeconds}
        onSlideSeconds={(seconds) => onSlideSeconds(seconds, moderation.sets)}
      >
        <ModeratorsNote sets={moderation.sets} moderationAddress={address} />
      </WallPanel>
      <section className="moderation__posts" aria-labelledby="posts-heading">
        <h2 id="posts-heading">Posts</h2>
        {!moderation.ready && (
          <p className="moderation__note" role="status">
            Loading your approvals for this wall…
          </p>
        )}
        {moderation.notice && (
          <p className="moderation__error" role="alert">
            {moderation.notice}
          </p>
        )}
        <WaitingNote moderation={moderation} />
        <CandidateList moderation={moderation} onMore={loadOlder} />
      </section>
    </>
  );
}
