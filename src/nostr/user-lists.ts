/** SPEC.md section 7, "People lists": kind 30000 by the user, limit 50. */
import { NDKSubscriptionCacheUsage } from '@nostr-dev-kit/ndk';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { toPlainEvent } from './to-plain-event';

export const USER_LISTS_LIMIT = 50;

export async function fetchUserPeopleLists(pubkey: string): Promise<NostrEvent[]> {
  const events = await getNdk().fetchEvents(
    { kinds: [30000], authors: [pubkey], limit: USER_LISTS_LIMIT },
    { cacheUsage: NDKSubscriptionCacheUsage.PARALLEL, groupable: false },
  );
  return [...events].map(toPlainEvent);
}
