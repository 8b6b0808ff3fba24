/**
 * The Zap button (NIP-57; docs/session-and-actions.md, Zap): offered when the post's
 * author has a lightning address, and opening the zap dialog once a signer is ready. The
 * dialog, its payment and the wallet are loaded with it (zap-payment.ts), not with the
 * screens that show the button.
 */
import { lnurlPayUrl } from '../core/social';
import type { Profile } from '../core/types';
import { setNotice } from './post-actions-store';
import { requireSigner } from './signer-gate';

/** docs/session-and-actions.md, Zap: zapping needs a lightning address on the author's profile. */
export function canZap(profile: Profile | undefined): boolean {
  return profile !== undefined && lnurlPayUrl(profile) !== undefined;
}

/**
 * Whether the zap dialog may open: a signer signs the zap request. Without one the login
 * dialog opens instead (signer-gate.ts), as for every action.
 */
export async function mayZap(gate: (action: string) => Promise<void> = requireSigner): Promise<boolean> {
  setNotice(undefined);
  try {
    await gate('zap');
    return true;
  } catch {
    return false;
  }
}
