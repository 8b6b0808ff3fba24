/**
 * Zaps (NIP-57; docs/session-and-actions.md, Zap): the author's LNURL-pay document, a
 * signed zap request sent to its callback, and an invoice checked before anyone pays it.
 * Paying is the caller's (a connected wallet, WebLN, or a wallet reading the invoice's
 * QR code).
 */
import {
  checkInvoice,
  invoiceRequestUrl,
  lnurlEncode,
  lnurlPayUrl,
  parseInvoiceResponse,
  parsePayDocument,
  ZAP_ERRORS,
  zapRequestTemplate,
  type PayDocument,
} from '../core/social';
import type { NostrEvent, Profile } from '../core/types';
import { signEvent } from './publish';

/** The author's LNURL server, as far as a zap needs it: its address and what it takes. */
export interface ZapRecipient {
  payUrl: string;
  /** Checked: it takes zaps, and names the key its receipts are signed with. */
  document: PayDocument & { nostrPubkey: string };
}

export interface ZapOrder {
  post: NostrEvent;
  recipient: ZapRecipient;
  /** Relays the receipt should be published to. */
  relays: readonly string[];
  amountMsat: number;
  comment: string;
}

export interface ZapInvoice {
  invoice: string;
  /** The signed zap request the invoice was made for (NIP-57 appendix A). */
  zapRequest: NostrEvent;
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

/** The post author's LNURL-pay document: the lightning address is the author's, never the viewer's. */
export async function fetchZapRecipient(profile: Profile): Promise<ZapRecipient> {
  const payUrl = lnurlPayUrl(profile);
  if (!payUrl) throw new Error('the author has no lightning address');
  const document = parsePayDocument(await getJson(payUrl));
  if (!document?.allowsNostr || !document.nostrPubkey) throw new Error("the author's wallet does not take zaps");
  return { payUrl, document: { ...document, nostrPubkey: document.nostrPubkey } };
}

export async function fetchZapInvoice({ post, recipient, relays, amountMsat, comment }: ZapOrder): Promise<ZapInvoice> {
  const { document, payUrl } = recipient;
  if (amountMsat < document.minSendable || amountMsat > document.maxSendable)
    throw new Error("the author's wallet does not take this amount");
  const lnurl = lnurlEncode(payUrl);
  const zapRequest = await signEvent(
    zapRequestTemplate({
      recipient: post.pubkey,
      event: { id: post.id, kind: post.kind },
      amountMsat,
      comment,
      relays: [...relays],
      lnurl,
      now: Math.floor(Date.now() / 1000),
    }),
  );
  const invoice = parseInvoiceResponse(await getJson(invoiceRequestUrl(document.callback, amountMsat, zapRequest, lnurl)));
  // docs/session-and-actions.md, Error catalogue: "No invoice found" (the zap state becomes error).
  if (!invoice) throw new Error(ZAP_ERRORS.noInvoice);
  const checked = checkInvoice(invoice, { amountMsat, zapRequestJson: JSON.stringify(zapRequest) });
  if (!checked.ok) throw new Error(`the invoice does not match the zap (${checked.reason})`);
  return { invoice, zapRequest };
}
