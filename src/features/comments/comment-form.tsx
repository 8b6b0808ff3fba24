import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_COMMENT_CHARS } from '../../core/social';
import type { NostrEvent } from '../../core/types';
import { comments, writerOf } from '../../stores/comments';
import { useSessionStore } from '../../stores/session-store';
import '../../components/field.css';

export interface CommentFormProps {
  post: NostrEvent;
  /** The comment answered; none for a comment on the post. */
  parent?: NostrEvent;
  /** The text box's name: "Write a comment", "Reply to Alice". */
  label: string;
  autoFocus?: boolean;
  onSent?(): void;
  onCancel?(): void;
}

/**
 * The text box and Post (docs/session-and-actions.md, Comments). With a signer the
 * comment shows at once and the box empties; if no relay takes it, the text comes back
 * with a message. Signed out or read-only, pressing the box or Post opens the login
 * dialog, which says why.
 */
export function CommentForm({ post, parent, label, autoFocus = false, onSent, onCancel }: CommentFormProps) {
  const writer = useSessionStore(writerOf);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const noteId = useId();
  const canWrite = writer === 'signer';

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!canWrite) return comments.askToWrite();
    const written = text;
    setBusy(true);
    setError(undefined);
    setText('');
    const outcome = await comments.send(post, written, parent);
    setBusy(false);
    if (outcome.status === 'sent') return onSent?.();
    // The box took no typing meanwhile: the text that was not posted comes back as it was.
    setText(written);
    if (outcome.status === 'failed') setError(outcome.message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (!canWrite) {
      // Typing into the box is pressing it; Tab and the other keys that move on stay the page's.
      if (event.key.length === 1 || event.key === 'Enter') comments.askToWrite();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.currentTarget.form?.requestSubmit();
    }
  };

  const describedBy = [error && errorId, writer === 'read-only' && noteId].filter(Boolean).join(' ') || undefined;
  return (
    <form className="comment-form" onSubmit={(event) => void submit(event)} noValidate>
      <textarea
        className="field comment-form__text"
        aria-label={label}
        placeholder={label}
        value={text}
        rows={2}
        maxLength={MAX_COMMENT_CHARS}
        // Signed out the box takes no text: a press asks to log in (the dialog gives focus back here, and must not open again).
        readOnly={!canWrite || busy}
        autoFocus={autoFocus}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy}
        onChange={(event) => setText(event.target.value)}
        onClick={canWrite ? undefined : comments.askToWrite}
        onKeyDown={onKeyDown}
      />
      <div className="comment-form__buttons">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button comment-form__post" aria-busy={busy} disabled={busy || (canWrite && !text.trim())}>
          Post
        </button>
      </div>
      {writer === 'read-only' && (
        <p id={noteId} className="comment-form__note">
          You are logged in read-only with a public key. Log in with a signer to comment.
        </p>
      )}
      {error && (
        <p id={errorId} className="comment-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
