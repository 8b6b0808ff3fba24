/**
 * Paying through the user's wallet with Nostr Wallet Connect (NIP-47; docs/session-and-actions.md,
 * Wallet connection). nostr-tools signs and encrypts; the wallet's relay gets a socket of
 * its own (nostr-tools' relay, which checks every event's signature), so it never joins
 * the relay client's pool, and feeds never ask it.
 */
import { hexToBytes } from '@noble/hashes/utils';
import * as nip04 from 'nostr-tools/nip04';
import * as nip44 from 'nostr-tools/nip44';
import { finalizeEvent } from 'nostr-tools/pure';
import { Relay, type Subscription } from 'nostr-tools/relay';
import { WALLET_INFO_KIND, WALLET_REQUEST_KIND, WALLET_RESPONSE_KIND } from '../core/events';
import type { NostrEvent } from '../core/types';
import {
  readWalletAnswer,
  walletCanPay,
  walletEncryption,
  walletErrorText,
  type WalletConnection,
  type WalletEncryption,
} from '../core/social';

/** docs/constants.md, Zaps and payments: how long the wallet's relay and its info event are waited for. */
const CONNECT_TIMEOUT_MS = 10_000;
const INFO_TIMEOUT_MS = 5_000;
/**
 * A request carries an expiration (NIP-40, as NIP-47 allows) this far ahead: once the app
 * has stopped waiting for the answer, the wallet must not pay it.
 */
const REQUEST_LIFETIME_S = 60;

/** The wallet refused: its NIP-47 error code, and the refusal in words as the message. */
export class WalletError extends Error {
  constructor(
    readonly code: string,
    walletMessage: string,
  ) {
    super(walletErrorText(code, walletMessage));
    this.name = 'WalletError';
  }
}

function aborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const fail = (): void => reject(signal?.reason instanceof Error ? signal.reason : new Error('The payment was stopped'));
    if (signal?.aborted) fail();
    else signal?.addEventListener('abort', fail, { once: true });
  });
}

/** The wallet's newest info event, or undefined when its relay has none (or is slow to say). */
function fetchInfo(relay: Relay, walletPubkey: string): Promise<NostrEvent | undefined> {
  return new Promise((resolve) => {
    let newest: NostrEvent | undefined;
    const subscription: Subscription = relay.subscribe([{ kinds: [WALLET_INFO_KIND], authors: [walletPubkey], limit: 1 }], {
      onevent: (event) => {
        if (event.pubkey === walletPubkey && event.kind === WALLET_INFO_KIND && (!newest || event.created_at > newest.created_at))
          newest = event;
      },
      oneose: () => finish(),
      onclose: () => finish(),
    });
    const timer = setTimeout(() => finish(), INFO_TIMEOUT_MS);
    function finish(): void {
      clearTimeout(timer);
      if (!subscription.closed) subscription.close();
      resolve(newest);
    }
  });
}

function requestEvent(connection: WalletConnection, invoice: string, encryption: WalletEncryption): NostrEvent & { sig: string } {
  const secretKey = hexToBytes(connection.secret);
  const payload = JSON.stringify({ method: 'pay_invoice', params: { invoice } });
  const now = Math.floor(Date.now() / 1000);
  const tags = [
    ['p', connection.walletPubkey],
    ['expiration', String(now + REQUEST_LIFETIME_S)],
  ];
  // nostr-tools' makeNwcRequestEvent encrypts with NIP-04 only and takes no tags, so the
  // request is made here from its parts: NIP-47 names the encryption used in a tag.
  if (encryption === 'nip44_v2') tags.push(['encryption', 'nip44_v2']);
  const content =
    encryption === 'nip44_v2'
      ? nip44.v2.encrypt(payload, nip44.v2.utils.getConversationKey(secretKey, connection.walletPubkey))
      : nip04.encrypt(secretKey, connection.walletPubkey, payload);
  return finalizeEvent({ kind: WALLET_REQUEST_KIND, created_at: now, tags, content }, secretKey);
}

/** The answer's text: a wallet answers in the scheme it was asked in, and NIP-04's carries its `?iv=`. */
function decryptAnswer(connection: WalletConnection, answer: NostrEvent): string {
  const secretKey = hexToBytes(connection.secret);
  try {
    return answer.content.includes('?iv=')
      ? nip04.decrypt(secretKey, connection.walletPubkey, answer.content)
      : nip44.v2.decrypt(answer.content, nip44.v2.utils.getConversationKey(secretKey, connection.walletPubkey));
  } catch (error) {
    throw new Error("Your wallet's answer could not be read.", { cause: error });
  }
}

function awaitAnswer(relay: Relay, connection: WalletConnection, request: NostrEvent & { sig: string }): Promise<NostrEvent> {
  return new Promise((resolve, reject) => {
    const subscription = relay.subscribe([{ kinds: [WALLET_RESPONSE_KIND], authors: [connection.walletPubkey], '#e': [request.id] }], {
      onevent: (event) => {
        const answers = event.tags.some((tag) => tag[0] === 'e' && tag[1] === request.id);
        if (event.pubkey !== connection.walletPubkey || event.kind !== WALLET_RESPONSE_KIND || !answers) return;
        // Settled first: closing calls onclose, which would otherwise fail the wait.
        resolve(event);
        subscription.close();
      },
      onclose: (reason) => reject(new Error(`Your wallet's relay closed the request (${reason})`)),
    });
    // The answer is subscribed to before the request goes out, so it cannot be missed.
    relay.publish(request).catch((error: unknown) => {
      subscription.close();
      reject(new Error("Your wallet's relay did not take the payment request.", { cause: error }));
    });
  });
}

/**
 * Asks the wallet to pay the invoice (`pay_invoice`) and waits for its answer until
 * `signal` aborts; the caller bounds the wait. A refusal is a WalletError whose message
 * says it in words.
 */
export async function payWithWallet(connection: WalletConnection, invoice: string, signal?: AbortSignal): Promise<{ preimage?: string }> {
  const relay = new Relay(connection.relay);
  const stop = aborted(signal);
  // Handled here as well as in each race: an abort after the answer must not go unheard.
  stop.catch(() => undefined);
  try {
    const connecting = relay.connect({ timeout: CONNECT_TIMEOUT_MS, abort: signal }).catch((error: unknown) => {
      throw new Error("Your wallet's relay could not be reached.", { cause: error });
    });
    await Promise.race([connecting, stop]);
    const info = await Promise.race([fetchInfo(relay, connection.walletPubkey), stop]);
    if (!walletCanPay(info)) throw new WalletError('NOT_IMPLEMENTED', '');
    const request = requestEvent(connection, invoice, walletEncryption(info));
    const answer = await Promise.race([awaitAnswer(relay, connection, request), stop]);
    const result = readWalletAnswer(decryptAnswer(connection, answer));
    if (!result.ok) throw new WalletError(result.code, result.message);
    return result.preimage === undefined ? {} : { preimage: result.preimage };
  } finally {
    relay.close();
  }
}
