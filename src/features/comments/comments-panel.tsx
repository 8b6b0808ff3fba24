import { useEffect, useId, useRef, useState } from 'react';
import { commentCount } from '../../core/social';
import { hexToNpub } from '../../core/events';
import { displayName } from '../../core/identity';
import type { MediaItem, NostrEvent } from '../../core/types';
import { useProfileStore } from '../../stores/profile-store';
import { comments } from '../../stores/comments';
import { commentsActions, useCommentsStore, type CommentOrder } from '../../stores/comments-store';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { useCommentThreads } from './use-comment-threads';
import './comments-panel.css';

const ORDERS: readonly { order: CommentOrder; label: string }[] = [
  { order: 'newest', label: 'Newest first' },
  { order: 'oldest', label: 'Oldest first' },
];

/**
 * A post's comments (docs/content-rules.md, Comments; docs/session-and-actions.md,
 * Comments): a dialog beside the picture, a sheet from the bottom on a phone. The
 * comments are asked for while it is open; Escape or Close closes it and gives the keys
 * back to the view.
 */
export function CommentsPanel({ item }: { item: MediaItem }) {
  const { post } = item;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const threads = useCommentThreads(post);
  const loaded = useCommentsStore((state) => state.postId === post.id && state.loaded);
  const order = useCommentsStore((state) => state.order);
  // Ages are counted to the moment the panel opened; a comment written since reads "now".
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const [replyTo, setReplyTo] = useState<{ event: NostrEvent; thread: string }>();
  const replyName = useProfileStore((state) => {
    const pubkey = replyTo?.event.pubkey;
    return pubkey ? displayName(state.profiles[pubkey], hexToNpub(pubkey) ?? '') : '';
  });

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => comments.watch(post), [post]);

  const reply = (event: NostrEvent): void => {
    const thread = threads.find((each) => each.comment.id === event.id || each.replies.includes(event));
    if (thread) setReplyTo({ event, thread: thread.comment.id });
  };
  const count = commentCount(threads);

  return (
    <dialog ref={dialog} className="comments-panel" aria-labelledby={titleId} onClose={commentsActions.closePanel}>
      <header className="comments-panel__header">
        <h2 id={titleId} className="comments-panel__title">
          Comments{count > 0 && <span className="comments-panel__count"> ({count})</span>}
        </h2>
        <div className="comments-panel__order" role="group" aria-label="Order">
          {ORDERS.map((choice) => (
            <button
              key={choice.order}
              type="button"
              className="comments-panel__order-button"
              aria-pressed={order === choice.order}
              onClick={() => commentsActions.setOrder(choice.order)}
            >
              {choice.label}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="comments-panel__close"
          aria-label="Close comments"
          title="Close (Esc)"
          onClick={() => dialog.current?.close()}
        >
          ✕
        </button>
      </header>
      <div className="comments-panel__body">
        {threads.length === 0 && (
          <p className="comments-panel__empty" role="status">
            {loaded ? 'No comments yet.' : 'Loading comments…'}
          </p>
        )}
        <CommentList
          threads={threads}
          now={now}
          onReply={reply}
          replyForm={
            replyTo && {
              thread: replyTo.thread,
              form: (
                <CommentForm
                  key={replyTo.event.id}
                  post={post}
                  parent={replyTo.event}
                  label={`Reply to ${replyName}`}
                  autoFocus
                  onSent={() => setReplyTo(undefined)}
                  onCancel={() => setReplyTo(undefined)}
                />
              ),
            }
          }
        />
      </div>
      <footer className="comments-panel__footer">
        <CommentForm post={post} label="Write a comment" />
      </footer>
    </dialog>
  );
}
