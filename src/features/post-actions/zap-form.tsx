import { useId, useState, type FormEvent } from 'react';
import {
  type AmountChoice,
  chosenAmount,
  clipZapComment,
  initialAmountChoice,
  satsLabel,
  satsRange,
  satsToFiat,
  ZAP_COMMENT,
  zapCommentLimit,
} from '../../core/social';
import { currentRate, useRatesStore } from '../../stores/rates-store';
import { useZapChoice } from '../../stores/zap-choice';
import { AmountPicker } from './amount-picker';
import type { RecipientState } from './use-zap-recipient';
import '../../components/field.css';

export interface ZapFormProps {
  recipient: RecipientState;
  /** How the zap will be paid, in words. */
  paidWith: string;
  onZap(choice: { sats: number; comment: string }): void;
}

/**
 * docs/session-and-actions.md, Zap amounts: the amount (the last one chosen on this
 * device, at first the spec's 21 sats) and the comment (the spec's "Nice!", as long as
 * the author's wallet takes), then one button that zaps.
 */
export function ZapForm({ recipient, paidWith, onZap }: ZapFormProps) {
  const id = useId();
  const remembered = useZapChoice((state) => state.sats);
  const rate = useRatesStore(currentRate);
  const [choice, setChoice] = useState<AmountChoice>(() => initialAmountChoice(remembered));
  const [customText, setCustomText] = useState(choice.kind === 'custom' ? choice.text : '');
  const [comment, setComment] = useState(ZAP_COMMENT);
  const [problem, setProblem] = useState<string>();

  const document = recipient.status === 'ready' ? recipient.recipient.document : undefined;
  const commentLimit = zapCommentLimit(document?.commentAllowed);
  const checked = chosenAmount(choice, document);
  // The button names the amount as soon as it is a number; the author's range is checked on pressing it.
  const named = chosenAmount(choice);
  const fiat = named.ok && rate ? ` (about ${satsToFiat(named.sats * 1000, rate).toFixed(2)} ${rate.currency})` : '';

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!document) return;
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    onZap({ sats: checked.sats, comment: clipZapComment(comment, commentLimit) });
  };

  return (
    <form className="zap-form" onSubmit={submit} noValidate>
      <AmountPicker
        choice={choice}
        customText={customText}
        range={document ? satsRange(document) : undefined}
        problem={problem}
        onChange={(next) => {
          setChoice(next);
          if (next.kind === 'custom') setCustomText(next.text);
          setProblem(undefined);
        }}
      />
      <div className="zap-form__comment">
        <label htmlFor={`${id}-comment`}>Comment</label>
        <textarea
          className="field"
          id={`${id}-comment`}
          value={clipZapComment(comment, commentLimit)}
          onChange={(event) => setComment(clipZapComment(event.target.value, commentLimit))}
          rows={2}
          aria-describedby={`${id}-comment-limit`}
        />
        <p id={`${id}-comment-limit`} className="zap-dialog__note">
          At most {commentLimit} characters.
        </p>
      </div>
      <p className="zap-dialog__note">{paidWith}</p>
      {recipient.status === 'failed' && (
        <p className="zap-dialog__problem" role="alert">
          Zap failed: {recipient.message}
        </p>
      )}
      {recipient.status === 'loading' && (
        <p className="zap-dialog__note" role="status">
          Asking the author&rsquo;s wallet what it takes…
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={!document}>
        {named.ok ? `Zap ${satsLabel(named.sats)}${fiat}` : 'Zap'}
      </button>
    </form>
  );
}
