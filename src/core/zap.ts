/**
 * Zaps (NIP-57; LUD-06 and LUD-16 for LNURL-pay; SPEC.md sections 5, 7, 8, 9): where an
 * author's lightning address points, the zap request, and the checks an invoice must pass
 * before anyone pays it.
 */
import { bech32 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { decodeInvoice } from './bolt11';
import { isHex32 } from './hex32';
import type { UnsignedEvent } from './reaction';
import type { NostrEvent, Profile } from './types';

/** SPEC.md sections 7 and 9: 21,000 msat with the comment "Nice!". */
export const ZAP_AMOUNT_MSAT = 21_000;
export const ZAP_COMMENT = 'Nice!';
export const ZAP_REQUEST_KIND = 9734;

/** SPEC.md section 8. */
export const ZAP_ERRORS = {
  noPaymentExtension: 'No payment extension found',
  noInvoice: 'No invoice found',
} as const;

/** Servers answer 431 to a zap request naming many relays (DESIGN.md section 4): at most 3. */
const MAX_ZAP_RELAYS = 3;
const LNURL_LIMIT = 2000;
const LOCAL_PART = /^[a-z0-9._+-]{1,64}$/i;
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

function httpsUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The author's LNURL-pay endpoint: lud16 `name@domain` (LUD-16), else a bech32 lud06 (LUD-06). https only. */
export function lnurlPayUrl(profile: Pick<Profile, 'lud06' | 'lud16'>): string | undefined {
  const address = profile.lud16?.trim();
  if (address) {
    const at = address.lastIndexOf('@');
    const name = address.slice(0, at);
    const domain = address.slice(at + 1);
    if (at > 0 && LOCAL_PART.test(name) && DOMAIN.test(domain)) return `https://${domain.toLowerCase()}/.well-known/lnurlp/${name.toLowerCase()}`;
  }
  const lnurl = profile.lud06?.trim().toLowerCase();
  if (!lnurl?.startsWith('lnurl1')) return undefined;
  try {
    const { words } = bech32.decode(lnurl as `${string}1${string}`, LNURL_LIMIT);
    return httpsUrl(new TextDecoder().decode(Uint8Array.from(bech32.fromWords(words))));
  } catch {
    return undefined;
  }
}

/** LUD-01: the URL as bech32 with the lnurl prefix, for the zap request's lnurl tag. */
export function lnurlEncode(url: string): string {
  return bech32.encode('lnurl', bech32.toWords(new TextEncoder().encode(url)), LNURL_LIMIT);
}

export interface PayDocument {
  callback: string;
  minSendable: number;
  maxSendable: number;
  allowsNostr: boolean;
  nostrPubkey?: string;
  commentAllowed?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** LUD-06 pay document, with NIP-57's allowsNostr and nostrPubkey; an ERROR status is none. */
export function parsePayDocument(json: unknown): PayDocument | undefined {
  if (!isRecord(json) || json.status === 'ERROR' || typeof json.callback !== 'string') return undefined;
  const callback = httpsUrl(json.callback);
  if (!callback || !isAmount(json.minSendable) || !isAmount(json.maxSendable)) return undefined;
  const document: PayDocument = { callback, minSendable: json.minSendable, maxSendable: json.maxSendable, allowsNostr: json.allowsNostr === true };
  if (typeof json.nostrPubkey === 'string' && isHex32(json.nostrPubkey)) document.nostrPubkey = json.nostrPubkey;
  if (isAmount(json.commentAllowed)) document.commentAllowed = json.commentAllowed;
  return document;
}

export interface ZapRequestInput {
  recipient: string;
  event?: { id: string; kind: number };
  amountMsat: number;
  comment: string;
  relays: readonly string[];
  lnurl: string;
  now: number;
}

/** NIP-57 appendix A: the zap request (kind 9734), signed by the zapper, never published. */
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

/** NIP-57 appendix B: the callback with amount, the zap request as JSON, and the lnurl. */
export function invoiceRequestUrl(callback: string, amountMsat: number, zapRequest: NostrEvent, lnurl: string): string {
  const url = new URL(callback);
  url.searchParams.set('amount', String(amountMsat));
  url.searchParams.set('nostr', JSON.stringify(zapRequest));
  url.searchParams.set('lnurl', lnurl);
  return url.toString();
}

/** LUD-06: the invoice in `pr`; anything else (an ERROR status included) is none. */
export function parseInvoiceResponse(json: unknown): string | undefined {
  if (!isRecord(json) || json.status === 'ERROR') return undefined;
  return typeof json.pr === 'string' && json.pr.length > 0 ? json.pr : undefined;
}

/**
 * An invoice is paid only if it asks exactly the zap's amount and, when it carries a
 * description hash, that hash is the zap request's (NIP-57 appendix D): a server cannot
 * swap in a larger amount or another payment.
 */
export function checkInvoice(pr: string, expected: { amountMsat: number; zapRequestJson: string }): { ok: true } | { ok: false; reason: string } {
  const invoice = decodeInvoice(pr);
  if (!invoice) return { ok: false, reason: 'not a lightning invoice' };
  if (invoice.amountMsat !== expected.amountMsat) return { ok: false, reason: `amount ${String(invoice.amountMsat)} msat instead of ${expected.amountMsat}` };
  if (invoice.descriptionHash !== undefined && invoice.descriptionHash !== bytesToHex(sha256(new TextEncoder().encode(expected.zapRequestJson)))) {
    return { ok: false, reason: 'description hash is not the zap request' };
  }
  return { ok: true };
}
