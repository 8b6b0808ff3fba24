import { lazy, Suspense, useEffect, useState } from 'react';
import { satsLabel, satsToFiat } from '../../core/social';
import type { MediaItem } from '../../core/types';
import { useProfile } from '../../hooks/use-profile';
import { usePostActions } from '../../stores/post-actions-store';
import { like, loadLikeState, repost, toggleBookmark } from '../../stores/post-actions';
import { currentRate, useRatesStore } from '../../stores/rates-store';
import { useSessionStore } from '../../stores/session-store';
import { viewActions } from '../../stores/view-store';
import { canZap, mayZap } from '../../stores/zap-action';
import { useZapChoice } from '../../stores/zap-choice';
import { ActionButton } from './action-button';
import './post-actions.css';

const ZapDialog = lazy(() => import('./zap-dialog').then((module) => ({ default: module.ZapDialog })));

/**
 * Like, repost, bookmark and zap, where a user looks at one picture
 * (docs/session-and-actions.md, Post actions): the scroll view and the slideshow's
 * caption. Each button names what it does and shows its state; signed out, pressing one
 * opens the login dialog. Zap opens the zap dialog, a chunk of its own.
 */
export function PostActions({ item }: { item: MediaItem }) {
  const { post } = item;
  const pubkey = useSessionStore((state) => state.pubkey);
  const reposted = useSessionStore((state) => state.reposted.has(post.id));
  const bookmarked = useSessionStore((state) => state.bookmarks?.tags.some((tag) => tag[0] === 'e' && tag[1] === post.id) ?? false);
  const likeState = usePostActions((state) => state.likes[post.id] ?? 'none');
  const reposting = usePostActions((state) => state.reposting.has(post.id));
  const bookmarking = usePostActions((state) => state.bookmarking);
  const zapProgress = usePostActions((state) => state.zaps[post.id]);
  const notice = usePostActions((state) => state.notice);
  const zapSats = useZapChoice((state) => state.sats);
  const profile = useProfile(item.authorId);
  const rate = useRatesStore(currentRate);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    if (pubkey) void loadLikeState(post);
  }, [pubkey, post]);

  const openZap = async (): Promise<void> => {
    if (!(await mayZap())) return;
    viewActions.pauseSlideshow();
    setDialogOpen(true);
  };

  const zapStatus = zapProgress?.status;
  const zapHint = `Zap ${satsLabel(zapSats)}${rate ? ` (about ${satsToFiat(zapSats * 1000, rate).toFixed(2)} ${rate.currency})` : ''}`;
  return (
    <div className="post-actions">
      <div className="post-actions__row" role="group" aria-label="Actions">
        <ActionButton
          icon="like"
          label="Like"
          pressed={likeState === 'liked'}
          busy={likeState === 'liking'}
          onClick={() => void like(post)}
        />
        <ActionButton icon="repost" label="Repost" pressed={reposted} busy={reposting} onClick={() => void repost(post)} />
        <ActionButton icon="bookmark" label="Bookmark" pressed={bookmarked} busy={bookmarking} onClick={() => void toggleBookmark(post)} />
        {canZap(profile) && (
          <ActionButton
            icon="zap"
            label="Zap"
            pressed={zapStatus === 'zapped'}
            busy={zapStatus === 'zapping' || zapStatus === 'invoice' || zapStatus === 'confirming'}
            failed={zapStatus === 'error'}
            hint={zapHint}
            onClick={() => void openZap()}
          />
        )}
      </div>
      {/* The dialog says these itself while it is open. */}
      {!dialogOpen && zapProgress?.status === 'error' && (
        <p className="post-actions__notice" role="alert">
          Zap failed: {zapProgress.message}
        </p>
      )}
      {!dialogOpen && zapProgress?.status === 'unconfirmed' && (
        <p className="post-actions__notice" role="status">
          Zap sent: its receipt has not been seen yet.
        </p>
      )}
      {notice && (
        <p className="post-actions__notice" role="alert">
          {notice}
        </p>
      )}
      {dialogOpen && profile && (
        <Suspense fallback={null}>
          <ZapDialog post={post} profile={profile} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
