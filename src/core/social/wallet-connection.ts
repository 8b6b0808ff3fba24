/**
 * Nostr Wallet Connect (NIP-47; docs/session-and-actions.md, Wallet connection): the
 * connection a pasted `nostr+walletconnect://` URI gives, checked field by field, what
 * the wallet's info event says, the wallet's answer, its errors in words, and the
 * connection as stored on this device (sealed, never in plain text).
 */
import { toHex32 } from '../events/hex32';
import { parseSealedSecret, type SealedSecret } from '../identity/stored-session';
import type { NostrEvent } from '../types';
import { addableRelayUrl } from '../relays/relay-list';

export const WALLET_URI_PREFIX = 'nostr+walletconnect://';

/** docs/cache-and-offline.md, Local storage keys: the stored connection's shape. */
export const STORED_WALLET_VERSION = 1;

export interface WalletConnection {
  /** The wallet service's key, 64-hex. */
  walletPubkey: string;
  /** Where the wallet listens: `wss://`, or `ws://` on this computer. */
  relay: string;
  /** The client key the wallet knows this app by, 64-hex: it signs and decrypts, so it is a secret. */
  secret: string;
}

export type WalletConnectionCheck = { ok: true; connection: WalletConnection } | { ok: false; problem: string };

/** NIP-47: the schemes a request may be encrypted with; a wallet that names none takes NIP-04 only. */
export type WalletEncryption = 'nip44_v2' | 'nip04';

export const WALLET_URI_PROBLEMS = {
  notWalletUri: 'A wallet connection starts with nostr+walletconnect://. Copy it from your wallet again.',
  incomplete: 'That wallet connection has no relay or no secret. Copy it from your wallet again.',
  walletKey: "That wallet connection's wallet key is not valid.",
  secret: "That wallet connection's secret is not valid.",
  relay: "That wallet connection's relay must be a wss:// address.",
} as const;

/** Text that could be a connection URI at all: the scheme, in any case. */
export function looksLikeWalletUri(text: string): boolean {
  return text.trim().toLowerCase().startsWith(WALLET_URI_PREFIX);
}

/**
 * The URI's fields, checked: the wallet's key and the secret are 32 bytes of hex, the
 * relay a relay address this app would dial. Browsers read the URI's key as a host or, in
 * older versions, as a path, so leading slashes are dropped.
 */
export function checkWalletFields(fields: { pubkey: string; relay: string; secret: string }): WalletConnectionCheck {
  const walletPubkey = toHex32(fields.pubkey.replace(/^\/+/, ''));
  if (!walletPubkey) return { ok: false, problem: WALLET_URI_PROBLEMS.walletKey };
  const secret = toHex32(fields.secret);
  if (!secret) return { ok: false, problem: WALLET_URI_PROBLEMS.secret };
  const relay = addableRelayUrl(fields.relay);
  if (!relay) return { ok: false, problem: WALLET_URI_PROBLEMS.relay };
  return { ok: true, connection: { walletPubkey, relay, secret } };
}

/**
 * A pasted connection URI (NIP-47, Nostr Wallet Connect URI), read as nostr-tools'
 * `parseConnectionString` reads it: the key is the URI's host (or path), the first
 * `relay` and the `secret` are query parameters. nostr-tools exports that module only
 * through its index, which the build replaces with the parts NDK uses
 * (src/nostr/nostr-tools-index.ts), so the few lines are here; the test compares them.
 */
export function parseWalletUri(text: string): WalletConnectionCheck {
  const value = text.trim();
  if (!looksLikeWalletUri(value)) return { ok: false, problem: WALLET_URI_PROBLEMS.notWalletUri };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, problem: WALLET_URI_PROBLEMS.incomplete };
  }
  const pubkey = url.pathname || url.host;
  const relay = url.searchParams.get('relay');
  const secret = url.searchParams.get('secret');
  if (!pubkey || !relay || !secret) return { ok: false, problem: WALLET_URI_PROBLEMS.incomplete };
  return checkWalletFields({ pubkey, relay, secret });
}

/**
 * NIP-47, Info event: the encryption to use, NIP-44 when the wallet lists it, else NIP-04,
 * which is also what a wallet without an info event or an `encryption` tag takes.
 */
export function walletEncryption(info: NostrEvent | undefined): WalletEncryption {
  const tag = info?.tags.find((entry) => entry[0] === 'encryption');
  const schemes = tag?.[1]?.split(/\s+/) ?? [];
  return schemes.includes('nip44_v2') ? 'nip44_v2' : 'nip04';
}

/** An info event that lists its capabilities without pay_invoice cannot pay a zap. */
export function walletCanPay(info: NostrEvent | undefined): boolean {
  if (!info) return true;
  return info.content.split(/\s+/).includes('pay_invoice');
}

export type WalletAnswer = { ok: true; preimage?: string } | { ok: false; code: string; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The wallet's own message, as text and not too long to show. */
const MAX_WALLET_MESSAGE = 200;

/**
 * NIP-47, Request and response events: the decrypted answer to a pay_invoice request. An
 * error object is a failure whatever else the answer holds; an answer for another method,
 * or not JSON at all, is a failure too.
 */
export function readWalletAnswer(text: string): WalletAnswer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: 'OTHER', message: 'the answer could not be read' };
  }
  if (!isRecord(json)) return { ok: false, code: 'OTHER', message: 'the answer could not be read' };
  if (isRecord(json.error)) {
    const code = typeof json.error.code === 'string' ? json.error.code : 'OTHER';
    const message = typeof json.error.message === 'string' ? json.error.message.slice(0, MAX_WALLET_MESSAGE) : '';
    return { ok: false, code, message };
  }
  if (json.result_type !== 'pay_invoice' || !isRecord(json.result)) {
    return { ok: false, code: 'OTHER', message: 'the answer was not for a payment' };
  }
  return typeof json.result.preimage === 'string' ? { ok: true, preimage: json.result.preimage } : { ok: true };
}

/** NIP-47, Error codes, in words for the person zapping. */
const WALLET_ERROR_WORDS: Readonly<Record<string, string>> = {
  RATE_LIMITED: 'Your wallet is busy. Try again in a few seconds.',
  NOT_IMPLEMENTED: 'Your wallet cannot pay invoices through this connection.',
  INSUFFICIENT_BALANCE: 'Your wallet does not have enough funds for this zap.',
  QUOTA_EXCEEDED: "Your wallet's spending limit for this connection is used up.",
  RESTRICTED: 'Your wallet does not let this connection pay invoices.',
  UNAUTHORIZED: 'Your wallet no longer knows this connection. Connect it again.',
  PAYMENT_FAILED: 'Your wallet could not make the payment.',
  INTERNAL: 'Your wallet ran into an error of its own.',
};

/** What a wallet's error says, with its own message after the words when it gave one. */
export function walletErrorText(code: string, message: string): string {
  const words = WALLET_ERROR_WORDS[code] ?? 'Your wallet refused the payment.';
  const own = message.trim();
  return own ? `${words} It said: “${own}”` : words;
}

/** The connection as stored: the relay, to show without unsealing, and the URI sealed. */
export interface StoredWallet {
  relay: string;
  uri: SealedSecret;
}

export function parseStoredWallet(text: string | null): StoredWallet | undefined {
  if (!text) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(stored) || typeof stored.version !== 'number' || stored.version > STORED_WALLET_VERSION) return undefined;
  const relay = typeof stored.relay === 'string' ? addableRelayUrl(stored.relay) : undefined;
  const uri = parseSealedSecret(stored.uri);
  return relay && uri ? { relay, uri } : undefined;
}

export function serializeStoredWallet(wallet: StoredWallet): string {
  return JSON.stringify({ version: STORED_WALLET_VERSION, relay: wallet.relay, uri: wallet.uri });
}
