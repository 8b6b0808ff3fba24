/**
 * Zaps (NIP-57; LUD-01, LUD-06, LUD-12 and LUD-16 for LNURL-pay; docs/session-and-actions.md,
 * Zap; docs/constants.md): where an author's lightning address points, the zap request, the invoice request,
 * and the checks an invoice must pass before anyone pays it.
 */
import { bech32 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { decodeInvoice } from './bolt11';
import { toHex32 } from '../events/hex32';
import { ZAP_REQUEST_KIND } from '../events/kinds';
import type { NostrEvent, Profile, UnsignedEvent } from '../types';

/** docs/session-and-actions.md and docs/constants.md: a zap is 21,000 msat with the comment "Nice!". */
export const ZAP_AMOUNT_MSAT = 21_000;
export const ZAP_COMMENT = 'Nice!';

/** docs/session-and-actions.md, Error catalogue: the texts callers raise. */
export const ZAP_ERRORS = {
  noPaymentExtension: 'No payment extension found',
  noInvoice: 'No invoice found',
} as const;

/** Some LNURL servers answer HTTP 431 to a zap request naming many relays, so at most 3. */
const MAX_ZAP_RELAYS = 3;
/** bech32's 90-character limit is far too short for an encoded URL (LUD-01). */
const LNURL_LIMIT = 2000;
/** LUD-16: the username is a-z0-9-_.+ (read case-insensitively, used lowercase). */
const LOCAL_PART = /^[a-z0-9._+-]{1,64}$/i;
/** The same public DNS name rule as NIP-05 (nip05.ts): no ports, IPs or localhost. */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;
/** Longer than any real invoice (bolt11.ts caps at 7089). */
const MAX_INVOICE_LENGTH = 7089;

/** https only (LUD-01 allows http only for onion services, which a browser cannot reach), no credentials. */
function httpsUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** LUD-16: name@domain is served at https://domain/.well-known/lnurlp/name. */
function lightningAddressUrl(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  const name = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (at <= 0 || !LOCAL_PART.test(name) || !DOMAIN.test(domain)) return undefined;
  return `https://${domain.toLowerCase()}/.well-known/lnurlp/${name.toLowerCase()}`;
}

/** LUD-01: an lnurl is a URL in bech32 with the `lnurl` prefix, in either case. */
function lnurlDecode(lnurl: string): string | undefined {
  const text = lnurl.replace(/^lightning:/i, '');
  if (!/^lnurl1/i.test(text)) return undefined;
  try {
    const { prefix, words } = bech32.decode(text as `${string}1${string}`, LNURL_LIMIT);
    return prefix === 'lnurl' ? new TextDecoder('utf-8', { fatal: true }).decode(bech32.fromWords(words)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The author's LNURL-pay endpoint: lud16 `name@domain` (LUD-16), else a bech32 lud06
 * (LUD-06). Only https URLs; anything else is undefined (docs/session-and-actions.md, Zap: a zap needs
 * a lightning address on the profile).
 */
export function lnurlPayUrl(profile: Pick<Profile, 'lud06' | 'lud16'>): string | undefined {
  const address = typeof profile.lud16 === 'string' ? lightningAddressUrl(profile.lud16.trim()) : undefined;
  if (address) return address;
  const url = typeof profile.lud06 === 'string' ? lnurlDecode(profile.lud06.trim()) : undefined;
  return url === undefined ? undefined : httpsUrl(url);
}

/** LUD-01: the URL as bech32 with the lnurl prefix, for the zap request's lnurl tag (NIP-57). */
export function lnurlEncode(url: string): string {
  return bech32.encode('lnurl', bech32.toWords(new TextEncoder().encode(url)), LNURL_LIMIT);
}

export interface PayDocument {
  callback: string;
  /** msat (LUD-06). */
  minSendable: number;
  maxSendable: number;
  /** NIP-57: the server makes zap receipts. */
  allowsNostr: boolean;
  /** NIP-57: the key that signs the receipts, lowercase 64-hex. */
  nostrPubkey?: string;
  /** LUD-12: the longest comment the server takes. */
  commentAllowed?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * A LUD-06 pay document with the NIP-57 fields. An ERROR status, another LNURL tag, a
 * callback that is not https or a broken amount range give undefined.
 */
export function parsePayDocument(json: unknown): PayDocument | undefined {
  if (!isRecord(json) || json.status === 'ERROR') return undefined;
  if (json.tag !== undefined && json.tag !== 'payRequest') return undefined;
  const callback = typeof json.callback === 'string' ? httpsUrl(json.callback) : undefined;
  const { minSendable, maxSendable } = json;
  // LUD-06: 1 msat is the least anything can send, and the range must not be empty.
  if (!callback || !isAmount(minSendable) || !isAmount(maxSendable) || minSendable < 1 || minSendable > maxSendable) return undefined;
  const document: PayDocument = { callback, minSendable, maxSendable, allowsNostr: json.allowsNostr === true };
  const nostrPubkey = toHex32(json.nostrPubkey);
  if (nostrPubkey) document.nostrPubkey = nostrPubkey;
  if (isAmount(json.commentAllowed)) document.commentAllowed = json.commentAllowed;
  return document;
}

export interface ZapRequestInput {
  /** The zapped author's 64-hex key. */
  recipient: string;
  /** The zapped post, when the zap is for a post rather than a profile. */
  event?: { id: string; kind: number };
  amountMsat: number;
  comment: string;
  /** Where the receipt should be published; only the first 3 are named. */
  relays: readonly string[];
  /** The recipient's lnurl (lnurlEncode of the pay URL). */
  lnurl: string;
  now: number;
}

/** NIP-57 appendix A: the zap request (kind 9734), signed by the zapper, sent to the callback, never published. */
export function zapRequestTemplate(input: ZapRequestInput): UnsignedEvent {
  const tags = [
    ['relays', ...input.relays.slice(0, MAX_ZAP_RELAYS)],
    ['amount', String(input.amountMsat)],
    ['lnurl', input.lnurl],
    ['p', input.recipient],
  ];
  if (input.event) tags.push(['e', input.event.id], ['k', String(input.event.kind)]);
  return { kind: ZAP_REQUEST_KIND, content: input.comment, created_at: input.now, tags };
}

/**
 * NIP-57 appendix B: the callback with amount, nostr (the signed zap request as JSON) and
 * lnurl added to its own query. Values are percent-encoded (never `+` for a space, which
 * some servers would not read back as one). The callback must be one parsePayDocument
 * accepted; anything that is not a URL throws a TypeError.
 */
export function invoiceRequestUrl(callback: string, amountMsat: number, zapRequest: NostrEvent, lnurl: string): string {
  const url = new URL(callback);
  url.hash = '';
  for (const name of ['amount', 'nostr', 'lnurl']) url.searchParams.delete(name);
  const own = url.search.slice(1);
  const ours = [
    `amount=${encodeURIComponent(String(amountMsat))}`,
    `nostr=${encodeURIComponent(JSON.stringify(zapRequest))}`,
    `lnurl=${encodeURIComponent(lnurl)}`,
  ].join('&');
  url.search = own ? `${own}&${ours}` : ours;
  return url.toString();
}

/** LUD-06: the invoice is in `pr`; an ERROR status, no pr or a non-string pr give undefined. */
export function parseInvoiceResponse(json: unknown): string | undefined {
  if (!isRecord(json) || json.status === 'ERROR' || typeof json.pr !== 'string') return undefined;
  const pr = json.pr.trim();
  return pr.length > 0 && pr.length <= MAX_INVOICE_LENGTH ? pr : undefined;
}

export type InvoiceCheck = { ok: true } | { ok: false; reason: string };

/**
 * An invoice is paid only if it asks exactly the zap's amount and, when it carries a
 * description hash, that hash is the SHA-256 of the zap request JSON sent (NIP-57
 * appendix D): a server cannot swap in a larger amount or another payment.
 */
export function checkInvoice(pr: string, expected: { amountMsat: number; zapRequestJson: string }): InvoiceCheck {
  const invoice = decodeInvoice(pr);
  if (!invoice) return { ok: false, reason: 'not a lightning invoice' };
  if (invoice.amountMsat === undefined) return { ok: false, reason: 'the invoice has no amount' };
  if (invoice.amountMsat !== expected.amountMsat)
    return { ok: false, reason: `amount ${invoice.amountMsat} msat instead of ${expected.amountMsat}` };
  const requestHash = bytesToHex(sha256(new TextEncoder().encode(expected.zapRequestJson)));
  if (invoice.descriptionHash !== undefined && invoice.descriptionHash !== requestHash)
    return { ok: false, reason: 'description hash is not the zap request' };
  return { ok: true };
}
