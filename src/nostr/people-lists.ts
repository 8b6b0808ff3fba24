/** People lists (NIP-51 follow sets and starter packs, kinds 30000 and 39089) fetched by reference, as plain events. */
import type { NDKFilter } from '@nostr-dev-kit/ndk';
import { decodeListReference } from '../core/sets';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { toPlainEvent } from './to-plain-event';

/**
 * docs/data-and-requests.md, Relay subscriptions: the naddr's kind (30000 or 39089) with author and #d, or the
 * event by id, whose kind the reader checks (core/sets/people-list.ts, readPeopleList).
 */
export async function fetchListEvent(ref: string): Promise<NostrEvent | undefined> {
  const target = decodeListReference(ref);
  if (!target) return undefined;
  const filter: NDKFilter =
    target.kind === 'address' ? { kinds: [target.listKind], authors: [target.pubkey], '#d': [target.identifier] } : { ids: [target.id] };
  try {
    const event = await getNdk().fetchEvent(filter, { groupable: false });
    return event ? toPlainEvent(event) : undefined;
  } catch (error) {
    console.warn('Could not load the people list', error);
    return undefined;
  }
}
