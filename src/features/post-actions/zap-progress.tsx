import { satsLabel } from '../../core/social';
import type { ZapProgress } from '../../stores/post-actions-store';
import { ZapInvoice } from './zap-invoice';

export interface ZapProgressViewProps {
  progress: ZapProgress;
  onAgain(): void;
}

const sats = (amountMsat: number): string => satsLabel(amountMsat / 1000);

/**
 * docs/session-and-actions.md, Zap receipt: where the zap is, in words. "Zapped" only once
 * the author's wallet has published a receipt that checks out; a payment without one is
 * said to be sent.
 */
export function ZapProgressView({ progress, onAgain }: ZapProgressViewProps) {
  switch (progress.status) {
    case 'zapping':
      return (
        <p className="zap-dialog__status" role="status">
          Zapping {sats(progress.amountMsat)}…
        </p>
      );
    case 'invoice':
      return (
        <>
          <ZapInvoice invoice={progress.invoice} />
          <p className="zap-dialog__status" role="status">
            Waiting for the payment of {sats(progress.amountMsat)}…
          </p>
        </>
      );
    case 'confirming':
      return (
        <p className="zap-dialog__status" role="status">
          Paid {sats(progress.amountMsat)}. Waiting for the author&rsquo;s wallet to confirm the zap…
        </p>
      );
    case 'zapped':
      return (
        <>
          <p className="zap-dialog__status zap-dialog__status--done" role="status">
            Zapped {sats(progress.amountMsat)}.
          </p>
          <button type="button" className="button" onClick={onAgain}>
            Zap again
          </button>
        </>
      );
    case 'unconfirmed':
      return (
        <>
          <p className="zap-dialog__status" role="status">
            The payment of {sats(progress.amountMsat)} was sent, but its zap receipt has not been seen yet.
          </p>
          <button type="button" className="button" onClick={onAgain}>
            Zap again
          </button>
        </>
      );
    case 'error':
      return (
        <>
          <p className="zap-dialog__problem" role="alert">
            Zap failed: {progress.message}
          </p>
          <button type="button" className="button" onClick={onAgain}>
            Try again
          </button>
        </>
      );
  }
}
