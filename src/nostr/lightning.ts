/**
 * Zaps (NIP-57; docs/session-and-actions.md): the author's LNURL-pay document, a signed zap
 * request sent to its callback, and an invoice checked before anyone pays it. Paying is
 * the caller's (WebLN, or a wallet reading the invoice's QR code).
 */
import {
  checkInvoice,
  invoiceRequestUrl,
  lnurlEncode,
  lnurlPayUrl,
  parseInvoiceResponse,
  parsePayDocument,
  ZAP_AMOUNT_MSAT,
  ZAP_COMMENT,
  ZAP_ERRORS,
  zapRequestTemplate,
} from '../core/zap';
import type { NostrEvent, Profile } from '../core/types';
import { signEvent } from './publish';

export interface ZapTarget {
  post: NostrEvent;
  /** The post author's profile: the lightning address is the author's, never the viewer's. */
  profile: Profile;
  /** Relays the receipt should be published to. */
  relays: readonly string[];
}

const LNURL_TIMEOUT_MS = 10_000;

async function getJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { credentials: 'omit', redirect: 'error', signal: AbortSignal.timeout(LNURL_TIMEOUT_MS) });
    return (await response.json()) as unknown;
  } catch (error) {
    console.warn('LNURL request failed', url, error);
    throw new Error("the author's wallet could not be reached", { cause: error });
  }
}

export async function fetchZapInvoice({ post, profile, relays }: ZapTarget): Promise<string> {
  const payUrl = lnurlPayUrl(profile);
  if (!payUrl) throw new Error('the author has no lightning address');
  const document = parsePayDocument(await getJson(payUrl));
  if (!document?.allowsNostr || !document.nostrPubkey) throw new Error("the author's wallet does not take zaps");
  if (ZAP_AMOUNT_MSAT < document.minSendable || ZAP_AMOUNT_MSAT > document.maxSendable)
    throw new Error("the author's wallet does not take this amount");
  const lnurl = lnurlEncode(payUrl);
  const request = await signEvent(
    zapRequestTemplate({
      recipient: post.pubkey,
      event: { id: post.id, kind: post.kind },
      amountMsat: ZAP_AMOUNT_MSAT,
      comment: ZAP_COMMENT,
      relays: [...relays],
      lnurl,
      now: Math.floor(Date.now() / 1000),
    }),
  );
  const requestJson = JSON.stringify(request);
  const invoice = parseInvoiceResponse(await getJson(invoiceRequestUrl(document.callback, ZAP_AMOUNT_MSAT, request, lnurl)));
  // docs/session-and-actions.md, Error catalogue: "No invoice found" (the zap state becomes error).
  if (!invoice) throw new Error(ZAP_ERRORS.noInvoice);
  const checked = checkInvoice(invoice, { amountMsat: ZAP_AMOUNT_MSAT, zapRequestJson: requestJson });
  if (!checked.ok) throw new Error(`the invoice does not match the zap (${checked.reason})`);
  return invoice;
}
