/**
 * Whether a zap receipt (kind 9735) proves the zap the user just paid (NIP-57 appendix F;
 * docs/session-and-actions.md, Zap receipt): anyone can publish a receipt, so a zap shows
 * as zapped only for one that checks out. Its id and signature were checked on arrival
 * (docs/data-and-requests.md, Verified before shown).
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { decodeInvoice } from './bolt11';
import { isValidEventShape } from './event-shape';
import { ZAP_RECEIPT_KIND, ZAP_REQUEST_KIND } from './kinds';
import type { NostrEvent } from './types';

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

export type ReceiptCheck = { ok: true } | { ok: false; reason: string };

const tagValue = (event: NostrEvent, name: string): string | undefined => event.tags.find((tag) => tag[0] === name)?.[1];
const names = (event: NostrEvent, name: string, value: string): boolean => event.tags.some((tag) => tag[0] === name && tag[1] === value);

function embeddedRequest(description: string): NostrEvent | undefined {
  try {
    const request: unknown = JSON.parse(description);
    return isValidEventShape(request) && request.kind === ZAP_REQUEST_KIND ? request : undefined;
  } catch {
    return undefined;
  }
}

/**
 * NIP-57 appendix F: signed by the LNURL server's `nostrPubkey`, its bolt11 asking the
 * zap's amount (and being the invoice paid), its description the zap request, whose
 * amount tag agrees and which names this post and author; the invoice's description hash,
 * when it has one, is that request's.
 */
export function checkZapReceipt(receipt: NostrEvent, zap: PaidZap): ReceiptCheck {
  if (receipt.kind !== ZAP_RECEIPT_KIND) return { ok: false, reason: 'not a zap receipt' };
  if (receipt.pubkey !== zap.nostrPubkey) return { ok: false, reason: "not signed by the author's LNURL server" };
  if (!names(receipt, 'e', zap.postId) || !names(receipt, 'p', zap.recipient)) return { ok: false, reason: 'for another post' };
  const bolt11 = tagValue(receipt, 'bolt11');
  const invoice = bolt11 === undefined ? undefined : decodeInvoice(bolt11);
  if (!bolt11 || !invoice) return { ok: false, reason: 'no invoice' };
  if (invoice.amountMsat !== zap.amountMsat) return { ok: false, reason: 'another amount' };
  if (bolt11.trim().toLowerCase() !== zap.invoice.trim().toLowerCase()) return { ok: false, reason: 'another invoice' };
  const description = tagValue(receipt, 'description');
  const request = description === undefined ? undefined : embeddedRequest(description);
  if (!description || !request) return { ok: false, reason: 'no zap request' };
  const amountTag = tagValue(request, 'amount');
  if (amountTag !== undefined && amountTag !== String(zap.amountMsat)) return { ok: false, reason: 'the zap request asks another amount' };
  if (!names(request, 'e', zap.postId) || !names(request, 'p', zap.recipient))
    return { ok: false, reason: 'the zap request names another post' };
  if (invoice.descriptionHash !== undefined && invoice.descriptionHash !== bytesToHex(sha256(new TextEncoder().encode(description)))) {
    return { ok: false, reason: 'the invoice is not for this zap request' };
  }
  return { ok: true };
}
