/**
 * Zap receipts (kind 9735) for one post, live, while a zap waits for its own
 * (docs/session-and-actions.md, Zap receipt). Asked of the relays the zap request named,
 * where the author's LNURL server publishes it (NIP-57 appendix E). What they are worth is
 * the caller's to decide (core/social/zap-receipt.ts, checkPaidZapReceipt); their signatures were checked on
 * arrival (docs/data-and-requests.md, Verified before shown).
 */
import { NDKRelaySet, NDKSubscriptionCacheUsage, type NDKFilter } from '@nostr-dev-kit/ndk';
import { ZAP_RECEIPT_KIND } from '../core/events';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { toPlainEvent } from './to-plain-event';

export interface ZapReceiptQuery {
  postId: string;
  recipient: string;
  /** Unix seconds: receipts older than this cannot be for the zap. */
  since: number;
  relays: readonly string[];
}

export function watchZapReceipts(
  { postId, recipient, since, relays }: ZapReceiptQuery,
  onReceipt: (event: NostrEvent) => void,
): () => void {
  const ndk = getNdk();
  const filter: NDKFilter = { kinds: [ZAP_RECEIPT_KIND], '#e': [postId], '#p': [recipient], since };
  const subscription = ndk.subscribe(filter, {
    closeOnEose: false,
    groupable: false,
    cacheUsage: NDKSubscriptionCacheUsage.ONLY_RELAY,
    relaySet: relays.length > 0 ? NDKRelaySet.fromRelayUrls([...relays], ndk) : undefined,
    onEvent: (event) => onReceipt(toPlainEvent(event)),
  });
  return () => subscription.stop();
}
