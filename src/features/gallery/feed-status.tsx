import { Link } from 'react-router-dom';
import type { FeedMessage } from '../../core/feed';
import { VISIBLE_HASHTAGS } from '../../core/reference';
import { tagPath } from '../../core/routes';
import { feedActions, useFeedStore } from '../../stores/feed-store';
import { loginPrompt } from '../../stores/login-prompt';
import { viewActions } from '../../stores/view-store';
import { useRankingNote } from './ranking-progress';
import './feed-status.css';

/** The new posts go on top and the page with them; the current picture, placed among the old ones, is let go. */
function showNewPosts(): void {
  viewActions.setCurrent(undefined);
  feedActions.showPending();
  window.scrollTo({ top: 0 });
}

export interface FeedStatusProps {
  /** The one message of the feed's state (core/feed/feed-message.ts). */
  message: FeedMessage;
  /** A hashtag route: an empty one suggests popular hashtags, so it still leads somewhere. */
  tagRoute?: boolean;
  /** A search route: its empty answer says nothing matched. */
  searchRoute?: boolean;
  /** Tries the relays again, and the feed with them. */
  onRetry(): void;
}

/** How many popular hashtags an empty tag route offers. */
const SUGGESTED_TAGS = 8;

/**
 * Loading, empty, unreachable and "N new" states of the feed, announced to screen
 * readers: one message at a time (core/feed/feed-message.ts), the relays' failure at once and with a way
 * to try again.
 */
export function FeedStatus({ message, tagRoute, searchRoute, onRetry }: FeedStatusProps) {
  const pending = useFeedStore((state) => state.pending.length);
  const leftOut = useFeedStore((state) => state.leftOut.length > 0);
  const rankingNote = useRankingNote();

  return (
    <>
      <div className="feed-status" role="status" aria-live="polite">
        {message === 'login' && (
          <div className="feed-status__message">
            <p>Log in to see pictures from the people you follow.</p>
            {/* The way in, right where it is needed. */}
            <button type="button" className="button button--primary" onClick={() => loginPrompt.open()}>
              Log in
            </button>
          </div>
        )}
        {message === 'list-missing' && <p className="feed-status__message">This people list could not be found on the relays.</p>}
        {message === 'set-missing' && <p className="feed-status__message">This set could not be found on the relays.</p>}
        {message === 'set-empty' && <p className="feed-status__message">This set has no pictures or videos yet.</p>}
        {message === 'loading' && <p className="feed-status__message">{rankingNote ?? 'Loading pictures…'}</p>}
        {/* A ranking is on screen (the one so far, or the last one kept on this device) while counts still come; it floats, so nothing moves. */}
        {rankingNote && message !== 'loading' && <p className="feed-status__offline">{rankingNote}</p>}
        {message === 'empty' && (
          <div className="feed-status__message">
            <p>
              {leftOut
                ? 'No pictures from your circle here yet.'
                : searchRoute
                  ? 'No pictures match these words.'
                  : 'No pictures found here yet.'}
            </p>
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
        {message === 'offline' && (
          // Quiet: the cached pictures are what matters; it floats, so they do not move.
          <p className="feed-status__offline">
            Offline: showing pictures saved on this device.{' '}
            <button type="button" className="feed-status__retry-link" onClick={onRetry}>
              Retry
            </button>
          </p>
        )}
        {pending > 0 && (
          <button type="button" className="button feed-status__new" onClick={showNewPosts}>
            {pending === 1 ? '1 new picture' : `${pending} new pictures`}
          </button>
        )}
      </div>
      {(message === 'relay-unreachable' || message === 'not-a-relay') && (
        <div className="feed-status__message" role="alert">
          <p>{message === 'relay-unreachable' ? 'This relay could not be reached.' : 'This address does not answer as a Nostr relay.'}</p>
          <p className="feed-status__hint">
            {message === 'relay-unreachable'
              ? 'It may be down, or the address may be wrong.'
              : 'It sent no relay information (NIP-11); check the address.'}
          </p>
          <button type="button" className="button" onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
      {message === 'search-unsupported' && (
        <div className="feed-status__message" role="alert">
          <p>Search by words is not available here.</p>
          <p className="feed-status__hint">The search relay does not support it (NIP-50).</p>
        </div>
      )}
      {message === 'search-unreachable' && (
        <div className="feed-status__message" role="alert">
          <p>The search relay could not be reached.</p>
          <button type="button" className="button" onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
      {message === 'unreachable' && (
        <div className="feed-status__message" role="alert">
          <p>Can't reach any relay.</p>
          <p className="feed-status__hint">Check your connection; pictures appear as soon as a relay answers.</p>
          <button type="button" className="button" onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
    </>
  );
}

/** Below the grid once the relays have nothing older for the route, so the end is not taken for loading. */
export function FeedEnd({ message }: { message: FeedMessage }) {
  if (message !== 'end') return null;
  return (
    <p className="feed-status__end" role="status">
      That's everything for now.
    </p>
  );
}
