import { lazy, Suspense, useEffect } from 'react';
import { satsToFiat } from '../../core/rates';
import type { MediaItem } from '../../core/types';
import { ZAP_AMOUNT_MSAT } from '../../core/zap';
import { useProfile } from '../../hooks/use-profile';
import { usePostActions } from '../../stores/post-actions-store';
import { like, loadLikeState, repost, toggleBookmark } from '../../stores/post-actions';
import { currentRate, useRatesStore } from '../../stores/rates-store';
import { useSessionStore } from '../../stores/session-store';
import { canZap, settleInvoice, zap } from '../../stores/zap-action';
import { ActionButton } from './action-button';
import './post-actions.css';

const ZapInvoice = lazy(() => import('./zap-invoice').then((module) => ({ default: module.ZapInvoice })));

/**
 * Like, repost, bookmark and zap, where a user looks at one picture
 * (docs/session-and-actions.md, Post actions): the scroll view and the slideshow's
 * caption. Each button names what it does and shows its state; signed out, pressing one
 * opens the login dialog.
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
  const profile = useProfile(item.authorId);
  const rate = useRatesStore(currentRate);

  useEffect(() => {
    if (pubkey) void loadLikeState(post);
  }, [pubkey, post]);

  const zapStatus = zapProgress?.status;
  const zapHint = `Zap ${ZAP_AMOUNT_MSAT / 1000} sats${rate ? ` (about ${satsToFiat(ZAP_AMOUNT_MSAT, rate).toFixed(2)} ${rate.currency})` : ''}`;
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
            busy={zapStatus === 'zapping'}
            failed={zapStatus === 'error'}
            hint={zapHint}
            onClick={() => void zap(post, profile)}
          />
        )}
      </div>
      {zapProgress?.status === 'error' && (
        <p className="post-actions__notice" role="alert">
          Zap failed: {zapProgress.message}
        </p>
      )}
      {notice && (
        <p className="post-actions__notice" role="alert">
          {notice}
        </p>
      )}
      {zapProgress?.status === 'invoice' && (
        <Suspense fallback={null}>
          <ZapInvoice invoice={zapProgress.invoice} onClose={(paid) => settleInvoice(post.id, paid)} />
        </Suspense>
      )}
    </div>
  );
}
