import { useEffect, useRef, useState } from 'react';
import type { NostrEvent, Profile } from '../../core/types';
import { WalletConnectForm } from '../../components/wallet-connect-form';
import { usePostActions } from '../../stores/post-actions-store';
import { useWalletStore } from '../../stores/wallet-store';
import { zapChoiceActions } from '../../stores/zap-choice';
import { paymentPath, zapPayment, zapRunning, type PaymentPath } from '../../stores/zap-payment';
import { useZapRecipient } from './use-zap-recipient';
import { ZapForm } from './zap-form';
import { ZapProgressView } from './zap-progress';
import '../../components/panel-dialog.css';
import './zap-dialog.css';

export interface ZapDialogProps {
  post: NostrEvent;
  /** The post author's profile: the lightning address is the author's, never the viewer's. */
  profile: Profile;
  onClose(): void;
}

function paidWith(path: PaymentPath, relay: string | undefined): string {
  if (path === 'wallet') return `Paid from your connected wallet (through ${relay ?? 'its relay'}).`;
  if (path === 'webln') return 'Paid through your browser’s wallet extension.';
  return 'You will get an invoice to pay with any lightning wallet.';
}

/**
 * The zap dialog (docs/session-and-actions.md, Zap): the amount and comment, then the
 * zap's progress until its receipt. A chunk of its own, with the payment and the wallet:
 * the screens that show the Zap button do not carry them. Closing it while an invoice
 * waits to be scanned gives that invoice up; a payment already made goes on waiting for
 * its receipt, which the Zap button shows.
 */
export function ZapDialog({ post, profile, onClose }: ZapDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const progress = usePostActions((state) => state.zaps[post.id]);
  const wallet = useWalletStore();
  const recipient = useZapRecipient(profile);
  const [showForm, setShowForm] = useState(() => !zapRunning(progress));

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  // Unmounted with its post (the slide or the scroll item left), it gives up a waiting invoice as closing does.
  useEffect(() => () => zapPayment.dropInvoice(post.id), [post.id]);

  const path = paymentPath(wallet.status === 'connected');
  return (
    <dialog
      ref={dialog}
      className="panel-dialog zap-dialog"
      aria-labelledby="zap-dialog-title"
      onClose={() => {
        zapPayment.dropInvoice(post.id);
        onClose();
      }}
      // The slideshow pauses on a click on its picture, and this dialog is inside its caption.
      onClick={(event) => event.stopPropagation()}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <h2 id="zap-dialog-title">Zap this post</h2>
      {showForm || !progress ? (
        <>
          <ZapForm
            recipient={recipient}
            paidWith={paidWith(path, wallet.status === 'connected' ? wallet.relay : undefined)}
            onZap={({ sats, comment }) => {
              if (recipient.status !== 'ready') return;
              zapChoiceActions.choose(sats);
              setShowForm(false);
              void zapPayment.pay(post, recipient.recipient, { amountMsat: sats * 1000, comment });
            }}
          />
          {path !== 'wallet' && (
            <details className="zap-dialog__wallet">
              <summary>Connect a wallet</summary>
              <p className="zap-dialog__note">
                With Nostr Wallet Connect, zaps are paid from your wallet at once, without an extension or a QR code.
              </p>
              <WalletConnectForm />
            </details>
          )}
        </>
      ) : (
        <ZapProgressView progress={progress} onAgain={() => setShowForm(true)} />
      )}
      <div className="zap-dialog__buttons">
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
