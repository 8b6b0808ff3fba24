/**
 * Picture and video sets (NIP-51 kinds 30006 and 30005) as plain events
 * (docs/data-and-requests.md, Relay subscriptions): one set by its address, an author's
 * sets, and the signed-in user's own sets kept open while they may be edited.
 */
import type { NDKFilter } from '@nostr-dev-kit/ndk';
import { MEDIA_SET_KINDS } from '../core/kinds';
import { identifierOf, newestSets } from '../core/media-set';
import { decodeSetAddress } from '../core/set-address';
import type { NostrEvent } from '../core/types';
import { collectEvents } from './collect-events';
import { watchOwnKinds } from './own-lists';

/** A set route or a list of sets must not wait for ever on a relay that never answers. */
const FETCH_TIMEOUT_MS = 6000;
export const USER_SETS_LIMIT = 50;

/** The newest version of the set an naddr names, or undefined when no relay has it. */
export async function fetchSetEvent(ref: string): Promise<NostrEvent | undefined> {
  const address = decodeSetAddress(ref);
  if (!address) return undefined;
  const filter: NDKFilter = { kinds: [address.kind], authors: [address.pubkey], '#d': [address.identifier] };
  try {
    const events = await collectEvents(filter, FETCH_TIMEOUT_MS);
    // A relay's answer is never trusted to match its request (docs/content-rules.md, Relay answers are checked).
    const named = events.filter(
      (event) => event.pubkey === address.pubkey && event.kind === address.kind && identifierOf(event) === address.identifier,
    );
    return newestSets(named)[0];
  } catch (error) {
    console.warn('Could not load the set', error);
    return undefined;
  }
}

/** An author's picture and video sets, the newest version of each, newest first. */
export async function fetchUserSets(pubkey: string): Promise<NostrEvent[]> {
  try {
    const events = await collectEvents({ kinds: [...MEDIA_SET_KINDS], authors: [pubkey], limit: USER_SETS_LIMIT }, FETCH_TIMEOUT_MS);
    return newestSets(events.filter((event) => event.pubkey === pubkey));
  } catch (error) {
    console.warn('Could not load the sets', error);
    return [];
  }
}

export interface OwnSetHandlers {
  onEvent(event: NostrEvent): void;
  /** Every relay has answered, or 5 s have passed (docs/session-and-actions.md, Sets). */
  onSettled(): void;
}

/**
 * The user's sets, live: a newer version a relay shows later still arrives. Asked of the
 * relays the user's other lists are (own-lists.ts), settled the same way.
 */
export function watchOwnSets(pubkey: string, handlers: OwnSetHandlers): () => void {
  return watchOwnKinds(pubkey, [...MEDIA_SET_KINDS], handlers);
}
