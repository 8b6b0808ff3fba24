import { Link } from 'react-router-dom';
import { VISIBLE_HASHTAGS } from '../../core/reference-data';
import { tagPath } from '../../core/route';
import { feedActions, useFeedStore } from '../../stores/feed-store';
import { loginPrompt } from '../../stores/login-prompt';
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
  /** A hashtag route: an empty one suggests popular hashtags (issue 21). */
  tagRoute?: boolean;
}

/** How many popular hashtags an empty tag route offers. */
const SUGGESTED_TAGS = 8;

/** Loading, empty and "N new" states of the feed, announced politely to screen readers. */
export function FeedStatus({ needsLogin, listMissing, tagRoute }: FeedStatusProps) {
  const status = useFeedStore((state) => state.status);
  const count = useFeedStore((state) => state.items.length);
  const pending = useFeedStore((state) => state.pending.length);

  return (
    <div className="feed-status" role="status" aria-live="polite">
      {needsLogin && (
        <div className="feed-status__message">
          <p>Log in to see pictures from the people you follow.</p>
          {/* The way in, right where it is needed (issue 21). */}
          <button type="button" className="button button--primary" onClick={() => loginPrompt.open()}>
            Log in
          </button>
        </div>
      )}
      {listMissing && <p className="feed-status__message">This people list could not be found on the relays.</p>}
      {!needsLogin && status === 'loading' && count === 0 && <p className="feed-status__message">Loading pictures…</p>}
      {!needsLogin && !listMissing && status === 'ready' && count === 0 && (
        <div className="feed-status__message">
          <p>No pictures found here yet.</p>
          {tagRoute && (
            <nav aria-label="Popular hashtags" className="feed-status__tags">
              {VISIBLE_HASHTAGS.slice(0, SUGGESTED_TAGS).map((tag) => (
                <Link key={tag} to={tagPath(tag)}>
                  #{tag}
                </Link>
              ))}
            </nav>
          )}
        </div>
      )}
      {pending > 0 && (
        <button type="button" className="button feed-status__new" onClick={showNewPosts}>
          {pending} new
        </button>
      )}
    </div>
  );
}
