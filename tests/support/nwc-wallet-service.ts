/**
 * A Nostr Wallet Connect wallet service (NIP-47) in the test process, on the local relay:
 * the user's wallet as an app that connects with Nostr Wallet Connect reaches it. It
 * publishes its info event (kind 13194), listens for requests (kind 23194) to its key,
 * decrypts them (nostr-tools' NIP-04 or NIP-44, as the request says), pays a pay_invoice
 * by telling the author's LNURL server the invoice is paid (which publishes the zap
 * receipt, as a real LNURL server does once paid), and answers (kind 23195). It can be
 * told to refuse the next payment with a NIP-47 error code.
 */
import { bytesToHex } from '@noble/hashes/utils';
import { finalizeEvent, generateSecretKey, getPublicKey, nip04, nip44, type NostrEvent } from 'nostr-tools';
import { WebSocket, type RawData } from 'ws';
import type { LnurlServer } from './lnurl-server';

export type WalletEncryption = 'nip04' | 'nip44_v2';

export interface WalletRequestRecord {
  method: string;
  invoice?: string;
  encryption: WalletEncryption;
}

export interface NwcWalletService {
  /** The connection URI the user pastes: the service's key, its relay and the client's secret. */
  uri: string;
  /** The client secret inside the URI, hex: what must never be found in the page's storage. */
  secret: string;
  /** The service's own key. */
  pubkey: string;
  /** Every request it read, in order. */
  requests: WalletRequestRecord[];
  /** The next pay_invoice is answered with this NIP-47 error instead of paid. */
  failNext(code: string, message: string): void;
  stop(): Promise<void>;
}

export interface NwcWalletOptions {
  relayUrl: string;
  lnurl: LnurlServer;
  /** What its info event lists (NIP-47: nip44_v2 preferred); the default lists both. */
  encryption?: readonly WalletEncryption[];
}

const SUBSCRIPTION = 'nwc-requests';

function decrypt(request: NostrEvent, secret: Uint8Array): { text: string; encryption: WalletEncryption } {
  const nip44Tagged = request.tags.some((tag) => tag[0] === 'encryption' && tag[1] === 'nip44_v2');
  if (nip44Tagged)
    return { text: nip44.v2.decrypt(request.content, nip44.v2.utils.getConversationKey(secret, request.pubkey)), encryption: 'nip44_v2' };
  return { text: nip04.decrypt(secret, request.pubkey, request.content), encryption: 'nip04' };
}

function encrypt(text: string, encryption: WalletEncryption, secret: Uint8Array, pubkey: string): string {
  return encryption === 'nip44_v2'
    ? nip44.v2.encrypt(text, nip44.v2.utils.getConversationKey(secret, pubkey))
    : nip04.encrypt(secret, pubkey, text);
}

export async function startNwcWalletService({
  relayUrl,
  lnurl,
  encryption = ['nip44_v2', 'nip04'],
}: NwcWalletOptions): Promise<NwcWalletService> {
  const serviceSecret = generateSecretKey();
  const pubkey = getPublicKey(serviceSecret);
  const clientSecret = generateSecretKey();
  const clientPubkey = getPublicKey(clientSecret);
  const requests: WalletRequestRecord[] = [];
  let failure: { code: string; message: string } | undefined;

  const socket = new WebSocket(relayUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const send = (message: unknown[]): void => socket.send(JSON.stringify(message));

  function answer(request: NostrEvent, scheme: WalletEncryption, body: Record<string, unknown>): void {
    const response = finalizeEvent(
      {
        kind: 23195,
        created_at: Math.floor(Date.now() / 1000),
        tags: [
          ['p', request.pubkey],
          ['e', request.id],
        ],
        content: encrypt(JSON.stringify(body), scheme, serviceSecret, request.pubkey),
      },
      serviceSecret,
    );
    send(['EVENT', response]);
  }

  async function handle(request: NostrEvent): Promise<void> {
    if (request.kind !== 23194 || !request.tags.some((tag) => tag[0] === 'p' && tag[1] === pubkey)) return;
    // NIP-47: a request read after its expiration is ignored.
    const expiration = Number(request.tags.find((tag) => tag[0] === 'expiration')?.[1]);
    if (Number.isFinite(expiration) && expiration < Math.floor(Date.now() / 1000)) return;
    const { text, encryption: scheme } = decrypt(request, serviceSecret);
    const { method, params } = JSON.parse(text) as { method: string; params?: { invoice?: string } };
    requests.push({ method, invoice: params?.invoice, encryption: scheme });
    if (request.pubkey !== clientPubkey) {
      answer(request, scheme, { result_type: method, error: { code: 'UNAUTHORIZED', message: 'no wallet is connected for this key' } });
      return;
    }
    if (method !== 'pay_invoice' || !params?.invoice) {
      answer(request, scheme, { result_type: method, error: { code: 'NOT_IMPLEMENTED', message: `${method} is not offered` } });
      return;
    }
    if (failure) {
      const refusal = failure;
      failure = undefined;
      answer(request, scheme, { result_type: method, error: refusal });
      return;
    }
    try {
      await lnurl.markPaid(params.invoice);
    } catch (error) {
      answer(request, scheme, { result_type: method, error: { code: 'PAYMENT_FAILED', message: String(error) } });
      return;
    }
    answer(request, scheme, { result_type: method, result: { preimage: '00'.repeat(32) } });
  }

  const info = finalizeEvent(
    { kind: 13194, created_at: Math.floor(Date.now() / 1000), tags: [['encryption', encryption.join(' ')]], content: 'pay_invoice' },
    serviceSecret,
  );
  let infoStored: () => void = () => undefined;
  const stored = new Promise<void>((resolve) => (infoStored = resolve));
  socket.on('message', (data: RawData) => {
    const message = JSON.parse(data.toString()) as unknown[];
    if (message[0] === 'OK' && message[1] === info.id) infoStored();
    if (message[0] !== 'EVENT' || message[1] !== SUBSCRIPTION) return;
    handle(message[2] as NostrEvent).catch((error: unknown) => console.warn('The wallet service could not read a request', error));
  });
  send(['REQ', SUBSCRIPTION, { kinds: [23194], '#p': [pubkey] }]);
  // NIP-47, Info event: what it can do, and the encryption it takes; stored before anyone connects.
  send(['EVENT', info]);
  await stored;

  const secret = bytesToHex(clientSecret);
  return {
    uri: `nostr+walletconnect://${pubkey}?relay=${encodeURIComponent(relayUrl)}&secret=${secret}`,
    secret,
    pubkey,
    requests,
    failNext(code, message) {
      failure = { code, message };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}
