import { useEffect, useMemo, useState } from 'react';
import type { MediaItem } from '../../core/types';
import { feedActions, selectLoading, useFeedStore } from '../../stores/feed-store';
import { CandidateRow } from './candidate-row';
import type { WallModeration } from './use-wall-moderation';

/** A moderator reads the newest posts; older ones come a page at a time, so the list stays short. */
export const CANDIDATES_PAGE = 50;
const AGE_REFRESH_MS = 30_000;

/** Posts' ages as the moderator reads them, kept current. */
function useNowSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), AGE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The first item of each post, in the feed's order (newest first): a post is decided as a whole. */
function postsOf(items: readonly MediaItem[]): MediaItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.noteId) && Boolean(seen.add(item.noteId)));
}

export interface CandidateListProps {
  moderation: WallModeration;
  onMore(): void;
}

/** The wall's candidates as they arrive (docs/views-and-keys.md, Moderation screen). */
export function CandidateList({ moderation, onMore }: CandidateListProps) {
  const items = useFeedStore((state) => state.items);
  const loading = useFeedStore(selectLoading);
  const posts = useMemo(() => postsOf(items), [items]);
  const waiting = useFeedStore((state) => postsOf(state.pending).length);
  // Nothing moves under a moderator's finger: newer posts wait behind a button at the top
  // (core/feed/feed-merge.ts), as new pictures do in the grid.
  useEffect(() => feedActions.setFrozen(items.length), [items.length]);
  const [shown, setShown] = useState(CANDIDATES_PAGE);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const nowSeconds = useNowSeconds();

  const decide = (item: MediaItem, decision: 'approved' | 'rejected'): void => {
    setBusy((current) => new Set(current).add(item.noteId));
    void moderation.decide(item, decision).finally(() =>
      setBusy((current) => {
        const next = new Set(current);
        next.delete(item.noteId);
        return next;
      }),
    );
  };

  if (posts.length === 0) {
    return (
      <p className="moderation__empty" role="status">
        {loading ? 'Loading posts…' : 'No posts with these hashtags yet. New ones appear here as they are posted.'}
      </p>
    );
  }
  return (
    <>
      {waiting > 0 && (
        <button type="button" className="button moderation__new" onClick={feedActions.showPending}>
          {waiting === 1 ? '1 new post' : `${waiting} new posts`}
        </button>
      )}
      <ol className="moderation__candidates" aria-label="Posts for the wall, newest first">
        {posts.slice(0, shown).map((item) => (
          <CandidateRow
            key={item.noteId}
            item={item}
            decision={moderation.decisionOf(item.noteId)}
            waiting={moderation.waitingOf(item.noteId)}
            disabled={!moderation.ready || busy.has(item.noteId) || moderation.waitingOf(item.noteId) === 'sending'}
            nowSeconds={nowSeconds}
            onDecide={decide}
          />
        ))}
      </ol>
      <button
        type="button"
        className="button moderation__more"
        onClick={() => {
          setShown((count) => count + CANDIDATES_PAGE);
          if (shown + CANDIDATES_PAGE >= posts.length) onMore();
        }}
      >
        Show older posts
      </button>
    </>
  );
}
