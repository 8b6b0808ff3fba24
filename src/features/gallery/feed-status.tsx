import { feedActions, useFeedStore } from '../../stores/feed-store';
import { viewActions } from '../../stores/view-store';
import './feed-status.css';

/** The new posts go on top and the page with them; the current picture, placed among the old ones, is let go. */
function showNewPosts(): void {
  viewActions.setCurrent(undefined);
  feedActions.showPending();
  window.scrollTo({ top: 0 });
}

export interface FeedStatusProps {
  /** The follows route needs a logged-in user. */
  needsLogin?: boolean;
  listMissing?: boolean;
}

/** Loading, empty and "N new" states of the feed, announced politely to screen readers. */
export function FeedStatus({ needsLogin, listMissing }: FeedStatusProps) {
  const status = useFeedStore((state) => state.status);
  const count = useFeedStore((state) => state.items.length);
  const pending = useFeedStore((state) => state.pending.length);

  return (
    <div className="feed-status" role="status" aria-live="polite">
      {needsLogin && <p className="feed-status__message">Log in to see pictures from the people you follow.</p>}
      {listMissing && <p className="feed-status__message">This people list could not be found on the relays.</p>}
      {!needsLogin && status === 'loading' && count === 0 && <p className="feed-status__message">Loading pictures…</p>}
      {!needsLogin && !listMissing && status === 'ready' && count === 0 && <p className="feed-status__message">No pictures found here yet.</p>}
      {pending > 0 && (
        <button type="button" className="button feed-status__new" onClick={showNewPosts}>
          {pending} new
        </button>
      )}
    </div>
  );
}
