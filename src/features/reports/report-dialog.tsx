import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { OFFERED_REPORT_TYPES, REPORT_COMMENT_MAX_LENGTH, type ReportType } from '../../core/trust';
import type { MediaItem } from '../../core/types';
import { sendReport } from '../../stores/report-action';
import '../../components/panel-dialog.css';
import './report-dialog.css';
import '../../components/field.css';

export interface ReportDialogProps {
  item: Pick<MediaItem, 'post' | 'type'>;
  onClose(): void;
}

/** Each type as the dialog offers it (docs/session-and-actions.md, Report). */
const TYPE_LABELS: Record<ReportType, string> = {
  nudity: 'Nudity',
  malware: 'Malware',
  profanity: 'Profanity',
  spam: 'Spam',
  illegal: 'Illegal content',
  impersonation: 'Impersonation',
  other: 'Other',
};

type Status = 'editing' | 'sending' | 'sent' | 'failed';

/**
 * "Report" (docs/session-and-actions.md, Report): what is wrong with the post, an optional
 * comment, and "Send report", which publishes a NIP-56 report; then whether it was sent.
 * A modal dialog: focus stays in it, Escape and Close close it. A chunk of its own.
 */
export function ReportDialog({ item, onClose }: ReportDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [type, setType] = useState<ReportType>();
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>('editing');
  const commentId = useId();
  const noteId = useId();
  const noun = item.type === 'video' ? 'video' : 'picture';

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  // Once sent the form is gone: focus goes to the one button left rather than to the page.
  useEffect(() => {
    if (status === 'sent') closeButton.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!type || status === 'sending') return;
    setStatus('sending');
    const outcome = await sendReport(item.post, { type, comment });
    // Without a signer the login dialog has opened; this one is no longer any use.
    if (outcome === 'no-signer') dialog.current?.close();
    else setStatus(outcome);
  };

  const sending = status === 'sending';
  const close = (): void => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      className="panel-dialog report-dialog"
      aria-labelledby="report-dialog-title"
      onClose={onClose}
      // The slideshow pauses on a click on its picture; nothing in here is that.
      onClick={(event) => event.stopPropagation()}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <h2 id="report-dialog-title">Report this {noun}</h2>
      {status === 'sent' ? (
        <>
          <p className="report-dialog__sent" role="status">
            Report sent. It covers this {noun} for you and for the people who follow you.
          </p>
          <div className="report-dialog__buttons">
            <button ref={closeButton} type="button" className="button" onClick={close}>
              Close
            </button>
          </div>
        </>
      ) : (
        <form className="report-dialog__form" aria-describedby={noteId} onSubmit={(event) => void submit(event)}>
          <fieldset className="report-dialog__types" disabled={sending}>
            <legend>What is wrong with it?</legend>
            {OFFERED_REPORT_TYPES.map((offered) => (
              <label key={offered} className="report-dialog__type">
                <input type="radio" name="report-type" value={offered} checked={type === offered} onChange={() => setType(offered)} />
                {TYPE_LABELS[offered]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={commentId}>Comment (optional)</label>
          <textarea
            className="field"
            id={commentId}
            value={comment}
            maxLength={REPORT_COMMENT_MAX_LENGTH}
            rows={3}
            disabled={sending}
            onChange={(event) => setComment(event.target.value)}
          />
          <p id={noteId} className="report-dialog__note">
            A report is public: it is published under your name, with your comment.
          </p>
          {status === 'failed' && (
            <p className="report-dialog__failed" role="alert">
              Could not send the report: no relay took it. Try again.
            </p>
          )}
          {sending && (
            <p className="report-dialog__note" role="status">
              Sending the report…
            </p>
          )}
          <div className="report-dialog__buttons">
            <button type="button" className="button" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="button" disabled={!type || sending} aria-busy={sending}>
              Send report
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
