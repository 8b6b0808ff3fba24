/**
 * Paying a zap and waiting for its receipt (docs/session-and-actions.md, Zap): the
 * invoice is asked for with the chosen amount and comment, then paid through the
 * connected wallet (NIP-47), else WebLN, else shown as a QR code. The zap is zapped only
 * once a receipt that checks out has arrived (NIP-57 appendix F); a payment whose receipt
 * does not come in time is said to be sent, not done. Loaded with the zap dialog.
 */
import { checkPaidZapReceipt, type PaidZap, ZAP_ERRORS } from '../core/social';
import { createSignatureChecker } from '../core/events';
import type { NostrEvent, Profile } from '../core/types';
import type { WalletConnection } from '../core/social';
import {
  fetchZapInvoice,
  fetchZapRecipient,
  payWithWallet,
  watchZapReceipts,
  type ZapInvoice,
  type ZapOrder,
  type ZapReceiptQuery,
  type ZapRecipient,
} from '../nostr/client';
import { setZap, usePostActions, type ZapProgress } from './post-actions-store';
import { currentPublishRelays } from './publish-target';
import { useSessionStore } from './session-store';
import { walletActions } from './wallet-store';

/** docs/constants.md, Zaps and payments: how long the wallet's answer and the receipt are waited for. */
export const WALLET_ANSWER_TIMEOUT_MS = 60_000;
export const RECEIPT_TIMEOUT_MS = 30_000;
/** Receipts are asked for from a minute before the zap request: the LNURL server's clock may be behind. */
const RECEIPT_CLOCK_SLACK_S = 60;
/** The zap request inside a receipt is checked here; the receipt's own signature was checked on arrival. */
const verifyRequest = createSignatureChecker();

export const WALLET_TIMEOUT_MESSAGE =
  'Your wallet did not answer within a minute. The payment may still go through: check your wallet before zapping again.';

/** WebLN (webln.guide), the browser payment extension's interface. */
export interface WebLnProvider {
  enable(): Promise<void>;
  sendPayment(invoice: string): Promise<unknown>;
}

/** The relay client, the wallet and the browser, as a payment uses them; tests pass fakes. */
export interface ZapPaymentEdges {
  publishRelays(): Promise<string[]>;
  fetchZapInvoice(order: ZapOrder): Promise<ZapInvoice>;
  walletConnection(): Promise<WalletConnection | undefined>;
  payWithWallet(connection: WalletConnection, invoice: string, signal: AbortSignal): Promise<unknown>;
  webln(): WebLnProvider | undefined;
  watchZapReceipts(query: ZapReceiptQuery, onReceipt: (event: NostrEvent) => void): () => void;
}

export interface ZapChoice {
  amountMsat: number;
  comment: string;
}

export interface ZapPayment {
  pay(post: NostrEvent, recipient: ZapRecipient, choice: ZapChoice): Promise<void>;
  /** The invoice shown as a QR code is no longer waited for (its dialog was closed); the zap is undone. */
  dropInvoice(postId: string): void;
}

const RUNNING: ReadonlySet<ZapProgress['status']> = new Set(['zapping', 'invoice', 'confirming']);

/** Whether a zap of the post is under way (asking, paying, or waiting for its receipt). */
export function zapRunning(progress: ZapProgress | undefined): boolean {
  return progress !== undefined && RUNNING.has(progress.status);
}

/** True once `seen` resolves, false after `ms`. */
function within(seen: Promise<true>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([seen, late]).finally(() => clearTimeout(timer));
}

/** Runs `run` with a signal that aborts after `ms`, and fails with `message` then. */
async function bounded<T>(run: (signal: AbortSignal) => Promise<T>, ms: number, message: string): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(message);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createZapPayment(edges: ZapPaymentEdges): ZapPayment {
  const invoiceWaits = new Map<string, () => void>();

  /** Watches for the receipt from before the payment, so one that comes first is not missed. */
  function watchReceipt(post: NostrEvent, recipient: ZapRecipient, paid: ZapInvoice, amountMsat: number) {
    let found: (value: true) => void = () => undefined;
    const seen = new Promise<true>((resolve) => (found = resolve));
    const expected: PaidZap = {
      postId: post.id,
      recipient: post.pubkey,
      nostrPubkey: recipient.document.nostrPubkey,
      amountMsat,
      invoice: paid.invoice,
    };
    // NIP-57 appendix E: the LNURL server publishes the receipt to the relays the zap request names.
    const relays = paid.zapRequest.tags.find((tag) => tag[0] === 'relays')?.slice(1) ?? [];
    const since = paid.zapRequest.created_at - RECEIPT_CLOCK_SLACK_S;
    const stop = edges.watchZapReceipts({ postId: post.id, recipient: post.pubkey, since, relays }, (event) => {
      const check = checkPaidZapReceipt(event, expected, verifyRequest);
      if (check.ok) found(true);
      else console.debug('Zap receipt ignored:', check.reason, event.id);
    });
    return { seen, stop };
  }

  async function pay(post: NostrEvent, recipient: ZapRecipient, { amountMsat, comment }: ZapChoice): Promise<void> {
    if (zapRunning(usePostActions.getState().zaps[post.id])) return;
    const owner = useSessionStore.getState().pubkey;
    // A zap still running at a logout is not the next user's: it no longer changes the screen.
    const update = (progress: ZapProgress | undefined): void => {
      if (useSessionStore.getState().pubkey === owner) setZap(post.id, progress);
    };
    update({ status: 'zapping', amountMsat });
    let stopWatching = (): void => undefined;
    try {
      const relays = await edges.publishRelays();
      const paid = await edges.fetchZapInvoice({ post, recipient, relays, amountMsat, comment });
      const receipt = watchReceipt(post, recipient, paid, amountMsat);
      stopWatching = receipt.stop;
      const connection = await edges.walletConnection();
      const provider = connection ? undefined : edges.webln();
      if (connection) {
        await bounded((signal) => edges.payWithWallet(connection, paid.invoice, signal), WALLET_ANSWER_TIMEOUT_MS, WALLET_TIMEOUT_MESSAGE);
      } else if (provider) {
        await provider.enable();
        await provider.sendPayment(paid.invoice);
      } else {
        // docs/session-and-actions.md, Error catalogue, logged; a phone wallet can still pay the invoice.
        console.error(ZAP_ERRORS.noPaymentExtension);
        update({ status: 'invoice', invoice: paid.invoice, amountMsat });
        const dropped = new Promise<false>((resolve) => invoiceWaits.set(post.id, () => resolve(false)));
        if (await Promise.race([receipt.seen, dropped])) update({ status: 'zapped', amountMsat });
        return;
      }
      update({ status: 'confirming', amountMsat });
      update({ status: (await within(receipt.seen, RECEIPT_TIMEOUT_MS)) ? 'zapped' : 'unconfirmed', amountMsat });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The zap failed';
      console.error(message, error);
      update({ status: 'error', message });
    } finally {
      invoiceWaits.delete(post.id);
      stopWatching();
    }
  }

  function dropInvoice(postId: string): void {
    const drop = invoiceWaits.get(postId);
    if (!drop || usePostActions.getState().zaps[postId]?.status !== 'invoice') return;
    setZap(postId, undefined);
    drop();
  }

  return { pay, dropInvoice };
}

function webln(): WebLnProvider | undefined {
  const provider = (window as { webln?: Partial<WebLnProvider> }).webln;
  return typeof provider?.enable === 'function' && typeof provider.sendPayment === 'function' ? (provider as WebLnProvider) : undefined;
}

/** How a zap started now would be paid, in the order tried: the connected wallet, WebLN, an invoice to scan. */
export type PaymentPath = 'wallet' | 'webln' | 'invoice';

export function paymentPath(walletConnected: boolean): PaymentPath {
  if (walletConnected) return 'wallet';
  return webln() ? 'webln' : 'invoice';
}

/** The author's LNURL server: what the dialog's amounts and comment are checked against. */
export function loadZapRecipient(profile: Profile): Promise<ZapRecipient> {
  return fetchZapRecipient(profile);
}

export const zapPayment = createZapPayment({
  publishRelays: currentPublishRelays,
  fetchZapInvoice,
  walletConnection: () => walletActions.connection(),
  payWithWallet,
  webln,
  watchZapReceipts,
});
