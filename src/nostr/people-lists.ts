/** People lists (NIP-51 kind 30000) fetched by reference, as plain events. */
import type { NDKFilter } from '@nostr-dev-kit/ndk';
import { PEOPLE_LIST_KIND } from '../core/kinds';
import { decodeListReference } from '../core/people-list';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { toPlainEvent } from './to-plain-event';

/** docs/data-and-requests.md, Relay subscriptions: kind 30000 with author and #d, or the event by id. */
export async function fetchListEvent(ref: string): Promise<NostrEvent | undefined> {
  const target = decodeListReference(ref);
  if (!target) return undefined;
  const filter: NDKFilter =
    target.kind === 'address' ? { kinds: [PEOPLE_LIST_KIND], authors: [target.pubkey], '#d': [target.identifier] } : { ids: [target.id] };
  try {
    const event = await getNdk().fetchEvent(filter, { groupable: false });
    return event ? toPlainEvent(event) : undefined;
  } catch (error) {
    console.warn('Could not load the people list', error);
    return undefined;
  }
}
