import { AuthorBadge } from '../../components/author-badge';
import { hexToNpub } from '../../core/events';
import { displayName } from '../../core/identity';
import { postDate, timeLabel } from '../../core/layout';
import type { NostrEvent } from '../../core/types';
import { useProfile } from '../../hooks/use-profile';
import { CommentText } from './comment-text';

export interface CommentItemProps {
  event: NostrEvent;
  /** The user's own comment, not yet taken by a relay. */
  sending: boolean;
  /** Unix seconds the ages are counted to: when the panel opened. */
  now: number;
  onReply(event: NostrEvent): void;
}

/** One comment: who wrote it and when, its text, and Reply (docs/content-rules.md, Comments). */
export function CommentItem({ event, sending, now, onReply }: CommentItemProps) {
  const npub = hexToNpub(event.pubkey) ?? '';
  const name = displayName(useProfile(event.pubkey), npub);
  const date = postDate(event.created_at);
  return (
    <article className="comment" aria-busy={sending}>
      <header className="comment__byline">
        <AuthorBadge pubkey={event.pubkey} npub={npub} />
        {date && (
          <time className="comment__date" dateTime={date.iso} title={date.full}>
            {timeLabel(event.created_at, now)}
          </time>
        )}
      </header>
      <CommentText content={event.content} />
      {sending ? (
        <p className="comment__state" role="status">
          Sending…
        </p>
      ) : (
        <button type="button" className="comment__reply" aria-label={`Reply to ${name}`} onClick={() => onReply(event)}>
          Reply
        </button>
      )}
    </article>
  );
}
