import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeInvoice } from '../../tests/support/bolt11-encode';
import type { NostrEvent } from '../core/types';
import type { ZapOrder, ZapRecipient } from '../nostr/client';
import { resetPostActions, usePostActions } from './post-actions-store';
import { sessionActions } from './session-store';
import {
  createZapPayment,
  RECEIPT_TIMEOUT_MS,
  WALLET_ANSWER_TIMEOUT_MS,
  WALLET_TIMEOUT_MESSAGE,
  type ZapPaymentEdges,
} from './zap-payment';

const NOW = 1_700_000_000;
const USER = 'a'.repeat(64);
const author = generateSecretKey();
const lnurlServer = generateSecretKey();
const zapper = generateSecretKey();
const post: NostrEvent = finalizeEvent({ kind: 20, created_at: NOW - 600, tags: [], content: 'a picture' }, author);
const recipient: ZapRecipient = {
  payUrl: 'https://pay.example/.well-known/lnurlp/alice',
  document: {
    callback: 'https://pay.example/callback',
    minSendable: 1_000,
    maxSendable: 100_000_000,
    allowsNostr: true,
    nostrPubkey: getPublicKey(lnurlServer),
  },
};
const CONNECTION = { walletPubkey: 'b'.repeat(64), relay: 'wss://wallet.example', secret: 'c'.repeat(64) };
const CHOICE = { amountMsat: 210_000, comment: 'Lovely light' };

/** What the author's LNURL server makes for an order: a signed zap request and a real invoice for it. */
function invoiceFor(order: ZapOrder) {
  const zapRequest = finalizeEvent(
    {
      kind: 9734,
      created_at: NOW,
      content: order.comment,
      tags: [
        ['relays', ...order.relays.slice(0, 3)],
        ['amount', String(order.amountMsat)],
        ['p', order.post.pubkey],
        ['e', order.post.id],
      ],
    },
    zapper,
  );
  const description = JSON.stringify(zapRequest);
  const invoice = encodeInvoice({
    amountMsat: order.amountMsat,
    paymentHash: bytesToHex(sha256(new TextEncoder().encode(description))),
    descriptionHash: bytesToHex(sha256(new TextEncoder().encode(description))),
    nodeSecret: sha256(new TextEncoder().encode('node')),
    timestamp: NOW,
  });
  return { invoice, zapRequest };
}

/** A receipt for the invoice, as its server publishes it (NIP-57 appendix E), or a forgery. */
function receiptFor(paid: { invoice: string; zapRequest: NostrEvent }, signer = lnurlServer): NostrEvent {
  return finalizeEvent(
    {
      kind: 9735,
      created_at: NOW + 5,
      content: '',
      tags: [
        ['p', post.pubkey],
        ['e', post.id],
        ['bolt11', paid.invoice],
        ['description', JSON.stringify(paid.zapRequest)],
      ],
    },
    signer,
  );
}

/** The relay client, wallet and browser played by the test; `deliver` hands the watcher a receipt. */
function fakeEdges(options: { wallet?: boolean; webln?: boolean } = {}) {
  const orders: ReturnType<typeof invoiceFor>[] = [];
  let onReceipt: ((event: NostrEvent) => void) | undefined;
  const provider = { enable: vi.fn(() => Promise.resolve()), sendPayment: vi.fn(() => Promise.resolve({ preimage: '00' })) };
  const stopWatching = vi.fn();
  const edges = {
    publishRelays: vi.fn(() => Promise.resolve(['wss://one.example', 'wss://two.example', 'wss://three.example', 'wss://four.example'])),
    fetchZapInvoice: vi.fn((order: ZapOrder) => {
      const made = invoiceFor(order);
      orders.push(made);
      return Promise.resolve(made);
    }),
    walletConnection: vi.fn(() => Promise.resolve(options.wallet ? CONNECTION : undefined)),
    payWithWallet: vi.fn<ZapPaymentEdges['payWithWallet']>(() => Promise.resolve({ preimage: '00' })),
    webln: vi.fn(() => (options.webln ? provider : undefined)),
    watchZapReceipts: vi.fn<ZapPaymentEdges['watchZapReceipts']>((_query, handler) => {
      onReceipt = handler;
      return stopWatching;
    }),
  } satisfies ZapPaymentEdges;
  const paid = () => {
    const made = orders.at(-1);
    if (!made) throw new Error('no invoice was asked for');
    return made;
  };
  return { edges, provider, stopWatching, paid, deliver: (event: NostrEvent) => onReceipt?.(event) };
}

const progress = () => usePostActions.getState().zaps[post.id];

beforeEach(() => {
  vi.useFakeTimers({ now: NOW * 1000 });
  resetPostActions();
  sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the order of payment', () => {
  it('pays through the connected wallet first, even with WebLN present, and is zapped once the receipt arrives', async () => {
    const fake = fakeEdges({ wallet: true, webln: true });
    const paying = createZapPayment(fake.edges).pay(post, recipient, CHOICE);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.edges.fetchZapInvoice).toHaveBeenCalledWith(
      expect.objectContaining({ post, recipient, amountMsat: 210_000, comment: 'Lovely light' }),
    );
    expect(fake.edges.payWithWallet).toHaveBeenCalledWith(CONNECTION, fake.paid().invoice, expect.any(AbortSignal));
    expect(fake.provider.sendPayment).not.toHaveBeenCalled();
    expect(progress()).toEqual({ status: 'confirming', amountMsat: 210_000 });

    fake.deliver(receiptFor(fake.paid()));
    await paying;
    expect(progress()).toEqual({ status: 'zapped', amountMsat: 210_000 });
    expect(fake.stopWatching).toHaveBeenCalledOnce();
  });

  it('pays through WebLN when no wallet is connected', async () => {
    const fake = fakeEdges({ webln: true });
    const paying = createZapPayment(fake.edges).pay(post, recipient, CHOICE);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.provider.enable).toHaveBeenCalledOnce();
    expect(fake.provider.sendPayment).toHaveBeenCalledWith(fake.paid().invoice);
    expect(fake.edges.payWithWallet).not.toHaveBeenCalled();
    expect(progress()).toEqual({ status: 'confirming', amountMsat: 210_000 });
    fake.deliver(receiptFor(fake.paid()));
    await paying;
    expect(progress()).toEqual({ status: 'zapped', amountMsat: 210_000 });
  });

  it('shows the invoice last, and it becomes zapped only when its receipt arrives', async () => {
    const fake = fakeEdges();
    const paying = createZapPayment(fake.edges).pay(post, recipient, CHOICE);
    await vi.advanceTimersByTimeAsync(0);
    expect(progress()).toEqual({ status: 'invoice', invoice: fake.paid().invoice, amountMsat: 210_000 });
    expect(console.error).toHaveBeenCalledWith('No payment extension found');
    // Waiting does not make it paid: there is no "done" without a receipt.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(progress()?.status).toBe('invoice');
    fake.deliver(receiptFor(fake.paid()));
    await paying;
    expect(progress()).toEqual({ status: 'zapped', amountMsat: 210_000 });
  });

  it('an invoice nobody paid is dropped when its dialog closes, and the receipt is no longer asked for', async () => {
    const fake = fakeEdges();
    const payment = createZapPayment(fake.edges);
    const paying = payment.pay(post, recipient, CHOICE);
    await vi.advanceTimersByTimeAsync(0);
    payment.dropInvoice(post.id);
    await paying;
    expect(progress()).toBeUndefined();
    expect(fake.stopWatching).toHaveBeenCalledOnce();
  });
});

describe('the receipt', () => {
  it('is asked for from the relays the zap request names, from a minute before it, before anything is paid', async () => {
    const fake = fakeEdges({ wallet: true });
    let watchedFirst = false;
    fake.edges.payWithWallet.mockImplementation(() => {
      watchedFirst = fake.edges.watchZapReceipts.mock.calls.length === 1;
      return Promise.resolve({});
    });
    void createZapPayment(fake.edges).pay(post, recipient, CHOICE);
    await vi.advanceTimersByTimeAsync(0);
    expect(watchedFirst).toBe(true);
    expect(fake.edges.watchZapReceipts).toHaveBeenCalledWith(
      {
        postId: post.id,
        recipient: post.pubkey,
        since: NOW - 60,
        relays: ['wss://one.example', 'wss://two.example', 'wss://three.example'],
      },
      expect.any(Function),
    );
  });

  it('counts when it arrives before the wallet has answered', async () => {
    const fake = fakeEdges({ wallet: true });
    let answer: (value: unknown) => void = () => undefined;
    fake.edges.payWithWallet.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const paying = createZapPayment(fake.edges).pay(post, recipient, CHOICE);
    await vi.advanceTimersByTimeAsync(0);
    fake.deliver(receiptFor(fake.paid()));
    expect(progress()?.status).toBe('zapping');
    answer({});
    await paying;
    expect(progress()).toEqual({ status: 'zapped', amountMsat: 210_000 });
  });

  it('not seen within 30 s leaves the zap sent but not confirmed', async () => {
    const fake = fakeEdges({ wallet: true });
    const paying = createZapPayment(fake.edges).pay(post, recipient, CHOICE);
    await vi.advanceTimersByTimeAsync(RECEIPT_TIMEOUT_MS - 1);
    expect(progress()?.status).toBe('confirming');
    await vi.advanceTimersByTimeAsync(1);
    await paying;
    expect(progress()).toEqual({ status: 'unconfirmed', amountMsat: 210_000 });
    expect(fake.stopWatching).toHaveBeenCalledOnce();
  });

  it('forged receipts are ignored: another signer, another amount, another invoice', async () => {
    const fake = fakeEdges({ webln: true });
    const paying = createZapPayment(fake.edges).pay(post, recipient, CHOICE);
    await vi.advanceTimersByTimeAsync(0);
    const paid = fake.paid();
    fake.deliver(receiptFor(paid, generateSecretKey()));
    const cheaper = invoiceFor({ post, recipient, relays: ['wss://one.example'], amountMsat: 21_000, comment: '' });
    fake.deliver(receiptFor(cheaper));
    const another = invoiceFor({ post, recipient, relays: ['wss://one.example'], amountMsat: 210_000, comment: 'another zap' });
    fake.deliver(receiptFor(another));
    await vi.advanceTimersByTimeAsync(RECEIPT_TIMEOUT_MS);
    await paying;
    expect(progress()).toEqual({ status: 'unconfirmed', amountMsat: 210_000 });
  });
});

describe('failures', () => {
  it("the wallet's error is shown in its words, and nothing is waited for", async () => {
    const fake = fakeEdges({ wallet: true });
    fake.edges.payWithWallet.mockRejectedValue(new Error('Your wallet does not have enough funds for this zap.'));
    await createZapPayment(fake.edges).pay(post, recipient, CHOICE);
    expect(progress()).toEqual({ status: 'error', message: 'Your wallet does not have enough funds for this zap.' });
    expect(fake.stopWatching).toHaveBeenCalledOnce();
  });

  it('a wallet that does not answer within a minute is given up on, and its request is aborted', async () => {
    const fake = fakeEdges({ wallet: true });
    let signal: AbortSignal | undefined;
    fake.edges.payWithWallet.mockImplementation((_connection, _invoice, given) => {
      signal = given;
      return new Promise(() => undefined);
    });
    const paying = createZapPayment(fake.edges).pay(post, recipient, CHOICE);
    await vi.advanceTimersByTimeAsync(WALLET_ANSWER_TIMEOUT_MS - 1);
    expect(progress()?.status).toBe('zapping');
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await paying;
    expect(signal?.aborted).toBe(true);
    expect(progress()).toEqual({ status: 'error', message: WALLET_TIMEOUT_MESSAGE });
  });

  it("no invoice from the author's server is an error before anything is paid", async () => {
    const fake = fakeEdges({ wallet: true });
    fake.edges.fetchZapInvoice.mockRejectedValue(new Error('No invoice found'));
    await createZapPayment(fake.edges).pay(post, recipient, CHOICE);
    expect(progress()).toEqual({ status: 'error', message: 'No invoice found' });
    expect(fake.edges.payWithWallet).not.toHaveBeenCalled();
    expect(fake.edges.watchZapReceipts).not.toHaveBeenCalled();
  });

  it('a zap under way is not started twice', async () => {
    const fake = fakeEdges({ wallet: true });
    const payment = createZapPayment(fake.edges);
    void payment.pay(post, recipient, CHOICE);
    await payment.pay(post, recipient, CHOICE);
    expect(fake.edges.publishRelays).toHaveBeenCalledOnce();
  });

  it('a zap still running at a logout leaves the next session alone', async () => {
    const fake = fakeEdges({ wallet: true });
    const paying = createZapPayment(fake.edges).pay(post, recipient, CHOICE);
    await vi.advanceTimersByTimeAsync(0);
    sessionActions.signOut();
    resetPostActions();
    fake.deliver(receiptFor(fake.paid()));
    await paying;
    expect(progress()).toBeUndefined();
  });
});
