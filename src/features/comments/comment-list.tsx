import type { ReactNode } from 'react';
import type { CommentThread } from '../../core/social';
import type { NostrEvent } from '../../core/types';
import { useCommentsStore } from '../../stores/comments-store';
import { CommentItem } from './comment-item';

export interface CommentListProps {
  threads: readonly CommentThread[];
  /** Unix seconds the ages are counted to. */
  now: number;
  onReply(event: NostrEvent): void;
  /** The reply box, shown under the thread of the comment it answers. */
  replyForm?: { thread: string; form: ReactNode };
}

/** Threads one level deep: each comment with its replies under it (docs/content-rules.md, Comments). */
export function CommentList({ threads, now, onReply, replyForm }: CommentListProps) {
  const sending = useCommentsStore((state) => state.sending);
  return (
    <ol className="comment-list">
      {threads.map(({ comment, replies }) => (
        <li key={comment.id} className="comment-list__thread">
          <CommentItem event={comment} sending={sending.has(comment.id)} now={now} onReply={onReply} />
          {replies.length > 0 && (
            <ol className="comment-list__replies" aria-label="Replies">
              {replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem event={reply} sending={sending.has(reply.id)} now={now} onReply={onReply} />
                </li>
              ))}
            </ol>
          )}
          {replyForm?.thread === comment.id && replyForm.form}
        </li>
      ))}
    </ol>
  );
}
