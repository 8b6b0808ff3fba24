/**
 * Which zap receipts (kind 9735) count for a post (NIP-57 appendix F; docs/data-and-requests.md,
 * Counts). A receipt is only a claim that a payment was made: anyone can publish one. It
 * counts only when the recipient's own LNURL server signed it, its invoice asks the
 * amount the zapper's signed request named, and that request names this post and this
 * recipient. Anything else is left out, never counted at a guess.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { decodeInvoice } from './bolt11';
import { isValidEventShape } from '../events/event-shape';
import { ZAP_RECEIPT_KIND, ZAP_REQUEST_KIND } from '../events/kinds';
import type { VerifyEvent } from '../events/repost';
import type { NostrEvent } from '../types';

export interface ZapReceiptExpectation {
  /** The post the receipt would count for. */
  postId: string;
  /** The post's author, who was paid. */
  recipient: string;
  /** `nostrPubkey` of the recipient's LNURL-pay document: the one key that signs their receipts (NIP-57 appendix F). */
  serverKey: string;
}

export interface ValidZap {
  receiptId: string;
  /** Who paid: the signer of the zap request. */
  zapper: string;
  amountMsat: number;
  /** The invoice's payment hash, else the invoice: one payment counts once, however often it is receipted. */
  payment: string;
}

export type ZapReceiptCheck = { ok: true; zap: ValidZap } | { ok: false; reason: string };

/** Far longer than any zap request (a comment, three relays, a few tags); a longer description is not parsed. */
const MAX_DESCRIPTION_LENGTH = 20_000;
const DIGITS = /^\d{1,16}$/;

const valuesOf = (event: NostrEvent, name: string): string[] =>
  event.tags.filter((tag) => tag[0] === name && typeof tag[1] === 'string').map((tag) => tag[1] as string);

/** The zap request a receipt carries in its description tag, well-formed but not yet verified. */
export function zapRequestOf(receipt: NostrEvent): { request: NostrEvent; json: string } | undefined {
  const json = valuesOf(receipt, 'description')[0];
  if (json === undefined || json.length > MAX_DESCRIPTION_LENGTH) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  return isValidEventShape(parsed) && parsed.kind === ZAP_REQUEST_KIND ? { request: parsed, json } : undefined;
}

const fail = (reason: string): ZapReceiptCheck => ({ ok: false, reason });

/**
 * NIP-57 appendix F, for one post: the zap it stands for, or why it does not count.
 * `verify` checks the zap request's signature (core/events/event-signature.ts in the app): the
 * receipt's own was checked on arrival, the request inside it was not.
 */
export function checkZapReceipt(receipt: NostrEvent, expected: ZapReceiptExpectation, verify: VerifyEvent): ZapReceiptCheck {
  if (receipt.kind !== ZAP_RECEIPT_KIND) return fail('not a zap receipt');
  if (receipt.pubkey !== expected.serverKey) return fail("not signed by the recipient's LNURL server");
  if (valuesOf(receipt, 'e')[0] !== expected.postId) return fail('the receipt names another post');
  if (valuesOf(receipt, 'p')[0] !== expected.recipient) return fail('the receipt names another recipient');

  const bolt11 = valuesOf(receipt, 'bolt11')[0];
  const invoice = bolt11 === undefined ? undefined : decodeInvoice(bolt11);
  if (!bolt11 || !invoice) return fail('no invoice');
  if (invoice.amountMsat === undefined || invoice.amountMsat <= 0) return fail('the invoice has no amount');

  const carried = zapRequestOf(receipt);
  if (!carried) return fail('no zap request in the description');
  const { request, json } = carried;
  if (!verify(request)) return fail('the zap request is not signed by its author');
  const posts = valuesOf(request, 'e');
  if (posts.length !== 1 || posts[0] !== expected.postId) return fail('the zap request names another post');
  const recipients = valuesOf(request, 'p');
  if (recipients.length !== 1 || recipients[0] !== expected.recipient) return fail('the zap request names another recipient');

  const amount = valuesOf(request, 'amount')[0];
  if (amount !== undefined && (!DIGITS.test(amount) || Number(amount) !== invoice.amountMsat))
    return fail('the invoice amount is not the amount the zapper asked for');
  // NIP-57 appendix E: the invoice commits to the request; one that commits to another is someone else's payment.
  if (invoice.descriptionHash !== undefined && invoice.descriptionHash !== bytesToHex(sha256(new TextEncoder().encode(json))))
    return fail('the invoice is for another zap request');

  return {
    ok: true,
    zap: { receiptId: receipt.id, zapper: request.pubkey, amountMsat: invoice.amountMsat, payment: invoice.paymentHash ?? bolt11 },
  };
}

/** A zap the user has just paid (docs/session-and-actions.md, Zap receipt). */
export interface PaidZap {
  postId: string;
  /** The post's author, the zap's recipient. */
  recipient: string;
  /** The key the author's LNURL server signs receipts with (its pay document's `nostrPubkey`). */
  nostrPubkey: string;
  amountMsat: number;
  /** The invoice that was paid: a receipt for another payment of the same amount is not this zap's. */
  invoice: string;
}

export type PaidReceiptCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether a receipt proves the zap the user just paid: one that would count for the post
 * (above), for the amount paid and for that very invoice.
 */
export function checkPaidZapReceipt(receipt: NostrEvent, zap: PaidZap, verify: VerifyEvent): PaidReceiptCheck {
  const check = checkZapReceipt(receipt, { postId: zap.postId, recipient: zap.recipient, serverKey: zap.nostrPubkey }, verify);
  if (!check.ok) return check;
  if (check.zap.amountMsat !== zap.amountMsat) return fail('another amount');
  const bolt11 = valuesOf(receipt, 'bolt11')[0] ?? '';
  if (bolt11.trim().toLowerCase() !== zap.invoice.trim().toLowerCase()) return fail('another invoice');
  return { ok: true };
}
