/**
 * The key that signs an author's zap receipts: `nostrPubkey` of their LNURL-pay document
 * (NIP-57 appendix F; docs/data-and-requests.md, Counts). Asked without NDK, like every
 * LNURL document (src/nostr/lightning.ts).
 */
import { parsePayDocument } from '../core/social';

/** docs/constants.md, Zaps and payments: the same wait as a zap's own LNURL requests. */
const LNURL_TIMEOUT_MS = 10_000;

/** The server's key, or undefined when the document cannot be read or takes no zaps. */
export async function fetchZapServerKey(payUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(payUrl, { credentials: 'omit', redirect: 'error', signal: AbortSignal.timeout(LNURL_TIMEOUT_MS) });
    const document = parsePayDocument((await response.json()) as unknown);
    return document?.allowsNostr ? document.nostrPubkey : undefined;
  } catch (error) {
    console.warn('Could not read the LNURL-pay document', payUrl, error);
    return undefined;
  }
}
