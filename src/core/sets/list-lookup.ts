/**
 * How a list route's people list is asked for before the relay client has loaded, on
 * sockets of its own (stores/early-list.ts), and which answer is kept: the relay client
 * asks the same (nostr/people-lists.ts).
 */
import { PEOPLE_LIST_KINDS } from '../events/kinds';
import type { ListReference } from './people-list';
import type { FeedFilter, NostrEvent } from '../types';

/** The naddr's kind with its author and `d`, or the event by id (docs/data-and-requests.md, Relay subscriptions). */
export function listFilter(target: ListReference): FeedFilter {
  return target.kind === 'address'
    ? { kinds: [target.listKind], authors: [target.pubkey], '#d': [target.identifier], limit: 1 }
    : // An nevent need not say its kind: either kind of people list (core/sets/people-list.ts, readPeopleList).
      { kinds: [...PEOPLE_LIST_KINDS], ids: [target.id], limit: 1 };
}

/** Whether a relay's answer is the list the reference names: a relay may send anything. */
export function answersReference(event: NostrEvent, target: ListReference): boolean {
  if (target.kind === 'event') return event.id.toLowerCase() === target.id;
  const identifier = event.tags.find((tag) => tag[0] === 'd')?.[1] ?? '';
  return event.kind === target.listKind && event.pubkey.toLowerCase() === target.pubkey && identifier === target.identifier;
}

/** The newest of the answers that are the list named: a replaceable list's current version. */
export function newestAnswer(events: readonly NostrEvent[], target: ListReference): NostrEvent | undefined {
  let newest: NostrEvent | undefined;
  for (const event of events) {
    if (!answersReference(event, target)) continue;
    if (!newest || event.created_at > newest.created_at) newest = event;
  }
  return newest;
}
