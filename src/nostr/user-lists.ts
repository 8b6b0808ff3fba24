/** docs/data-and-requests.md, Relay subscriptions: kinds 30000 and 39089 by the user, limit 50. */
import { NDKSubscriptionCacheUsage } from '@nostr-dev-kit/ndk';
import { PEOPLE_LIST_KINDS } from '../core/events';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { toPlainEvent } from './to-plain-event';

export const USER_LISTS_LIMIT = 50;
/** Lists are a nicety in the search panel: an unanswering relay must not hold them up. */
const LISTS_TIMEOUT_MS = 6000;

/** NIP-01: of a parameterized replaceable event only the newest per kind and `d` counts. */
function newestPerAddress(events: NostrEvent[]): NostrEvent[] {
  const newest = new Map<string, NostrEvent>();
  for (const event of events) {
    const address = `${event.kind}:${event.tags.find((tag) => tag[0] === 'd')?.[1] ?? ''}`;
    const known = newest.get(address);
    if (!known || known.created_at < event.created_at) newest.set(address, event);
  }
  return [...newest.values()].sort((a, b) => b.created_at - a.created_at);
}

export async function fetchUserPeopleLists(pubkey: string): Promise<NostrEvent[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, LISTS_TIMEOUT_MS);
  });
  const fetched = getNdk().fetchEvents(
    { kinds: [...PEOPLE_LIST_KINDS], authors: [pubkey], limit: USER_LISTS_LIMIT },
    { cacheUsage: NDKSubscriptionCacheUsage.PARALLEL, groupable: false },
  );
  try {
    const events = await Promise.race([fetched.catch(() => undefined), timeout]);
    return newestPerAddress([...(events ?? [])].map(toPlainEvent));
  } finally {
    clearTimeout(timer);
  }
}
