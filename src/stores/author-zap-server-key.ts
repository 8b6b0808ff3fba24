/**
 * The key that signs an author's zap receipts (NIP-57 appendix F): their profile's LNURL-pay
 * document names it. The counts under a post and a popular order check receipts with it.
 */
import { lnurlPayUrl } from '../core/social';
import { profileWhenKnown } from './profile-store';

/** docs/constants.md, Counts: how long a zap receipt waits for its author's profile. */
const PROFILE_WAIT_MS = 10_000;

/** Undefined when the author takes no zaps, or their profile or LNURL server does not answer. */
export async function authorZapServerKey(author: string): Promise<string | undefined> {
  const profile = await profileWhenKnown(author, PROFILE_WAIT_MS);
  const payUrl = profile ? lnurlPayUrl(profile) : undefined;
  return payUrl ? (await import('../nostr/zap-server-key')).fetchZapServerKey(payUrl) : undefined;
}
