import { displayName } from '../../core/identity';
import { postDate, timeLabel } from '../../core/layout';
import type { MediaItem } from '../../core/types';
import { useProfile } from '../../hooks/use-profile';
import type { Decision, Waiting } from './use-wall-moderation';

export interface CandidateRowProps {
  item: MediaItem;
  decision: Decision;
  /** The decision waits for the moderator's relays (docs/views-and-keys.md, Moderation screen). */
  waiting: Waiting | undefined;
  /** The moderator's sets have not loaded, or this post's decision is being published. */
  disabled: boolean;
  nowSeconds: number;
  onDecide(item: MediaItem, decision: 'approved' | 'rejected'): void;
}

const DECISION_TEXT: Record<Decision, string> = { approved: 'On the wall', rejected: 'Rejected', undecided: 'Not decided' };
/** Why a decision that waits is not on the wall yet, or still on it. */
const WAITING_DETAIL: Record<Decision, string> = {
  approved: 'approved, not on the wall until one of your relays takes it',
  rejected: 'rejected, still on the wall until one of your relays takes it off',
  undecided: '',
};

/**
 * One post that may go on the wall: its picture (a video's poster), author, age and
 * content warning, and the two presses. A content-warned picture stays blurred: the
 * moderator decides on the reason, and the room never sees it unless approved.
 */
export function CandidateRow({ item, decision, waiting, disabled, nowSeconds, onDecide }: CandidateRowProps) {
  const profile = useProfile(item.authorId);
  const author = displayName(profile, item.author);
  const date = postDate(item.timestamp);
  const picture = item.type === 'video' ? item.poster : item.url;
  return (
    <li className={`candidate is-${decision}${waiting ? ' is-waiting' : ''}`} aria-label={`Post by ${author}`}>
      <div className="candidate__media">
        {picture ? (
          <img
            src={picture}
            alt={item.alt ?? `Picture by ${author}`}
            loading="lazy"
            referrerPolicy="no-referrer"
            className={item.contentWarning !== undefined ? 'is-blurred' : undefined}
          />
        ) : (
          <span className="candidate__video">Video</span>
        )}
      </div>
      <div className="candidate__about">
        <p className="candidate__byline">
          <span className="candidate__author">{author}</span>{' '}
          <time dateTime={date?.iso} title={date?.full}>
            {timeLabel(item.timestamp, nowSeconds)}
          </time>
        </p>
        {item.contentWarning !== undefined && (
          <p className="candidate__warning">Content warning{item.contentWarning ? `: ${item.contentWarning}` : ''}</p>
        )}
        {item.content && <p className="candidate__text">{item.content}</p>}
        <p className="candidate__status" aria-live="polite">
          {waiting ? (
            <>
              Waiting for relays<span className="visually-hidden">: {WAITING_DETAIL[decision]}</span>
            </>
          ) : (
            DECISION_TEXT[decision]
          )}
        </p>
      </div>
      <div className="candidate__decide" role="group" aria-label={`Decide on the post by ${author}`}>
        <button
          type="button"
          className="button candidate__approve"
          aria-pressed={decision === 'approved'}
          disabled={disabled}
          onClick={() => onDecide(item, 'approved')}
        >
          Approve
        </button>
        <button
          type="button"
          className="button candidate__reject"
          aria-pressed={decision === 'rejected'}
          disabled={disabled}
          onClick={() => onDecide(item, 'rejected')}
        >
          Reject
        </button>
      </div>
    </li>
  );
}
