/**
 * Zapping a post (NIP-57; docs/session-and-actions.md): 21,000 msat with the comment "Nice!"
 * to the post's author, through the author's lightning address. Paid through WebLN; with
 * none, the checked invoice is handed to the view to show as a QR code and as text.
 */
import { lnurlPayUrl, ZAP_ERRORS } from '../core/zap';
import type { NostrEvent, Profile } from '../core/types';
import { fetchZapInvoice } from '../nostr/client';
import { setNotice, setZap, usePostActions } from './post-actions-store';
import { currentPublishRelays } from './publish-target';
import { requireSigner } from './signer-gate';

/** WebLN (webln.guide), the browser payment extension's interface. */
interface WebLnProvider {
  enable(): Promise<void>;
  sendPayment(invoice: string): Promise<{ preimage: string }>;
}

function webln(): WebLnProvider | undefined {
  const provider = (window as { webln?: Partial<WebLnProvider> }).webln;
  return typeof provider?.enable === 'function' && typeof provider.sendPayment === 'function' ? (provider as WebLnProvider) : undefined;
}

/** docs/session-and-actions.md, Zap: zapping needs a lightning address on the author's profile. */
export function canZap(profile: Profile | undefined): boolean {
  return profile !== undefined && lnurlPayUrl(profile) !== undefined;
}

export async function zap(post: NostrEvent, profile: Profile | undefined): Promise<void> {
  const status = usePostActions.getState().zaps[post.id]?.status;
  if (status === 'zapping' || status === 'zapped' || !profile) return;
  setNotice(undefined);
  try {
    await requireSigner('zap');
  } catch {
    return;
  }
  setZap(post.id, { status: 'zapping' });
  try {
    const invoice = await fetchZapInvoice({ post, profile, relays: await currentPublishRelays() });
    const provider = webln();
    if (!provider) {
      // docs/session-and-actions.md, Error catalogue, logged; a phone wallet can still pay the invoice.
      console.error(ZAP_ERRORS.noPaymentExtension);
      setZap(post.id, { status: 'invoice', invoice });
      return;
    }
    await provider.enable();
    await provider.sendPayment(invoice);
    setZap(post.id, { status: 'zapped' });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The zap failed';
    console.error(message, error);
    setZap(post.id, { status: 'error', message });
  }
}

/** The invoice was paid elsewhere (a wallet that read it), or the user closed it. */
export function settleInvoice(postId: string, paid: boolean): void {
  setZap(postId, paid ? { status: 'zapped' } : undefined);
}
