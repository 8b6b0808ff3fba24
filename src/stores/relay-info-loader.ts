/**
 * Relays' NIP-11 documents (docs/data-and-requests.md, HTTP documents), each asked once a
 * visit: a relay route's relay, for its header and to say when it is no relay, and the
 * search relay, to know whether it takes NIP-50 searches. An answer that is not a document
 * is not kept, so the next ask (a Retry, the route or the search opened again) tries anew.
 */
import { config } from '../config';
import { searchSupport, type RelayInfoAnswer, type SearchSupport } from '../core/relays';
import { fetchRelayInfo } from '../nostr/relay-info';

const answers = new Map<string, Promise<RelayInfoAnswer>>();

/** The relay's document, or why there is none; it never rejects. `fresh` asks again whatever was kept. */
export function loadRelayInfo(relay: string, { fresh = false }: { fresh?: boolean } = {}): Promise<RelayInfoAnswer> {
  const kept = fresh ? undefined : answers.get(relay);
  if (kept) return kept;
  const answer = fetchRelayInfo(relay).catch((): RelayInfoAnswer => ({ kind: 'unreachable' }));
  answers.set(relay, answer);
  void answer.then((result) => {
    if (result.kind !== 'info' && answers.get(relay) === answer) answers.delete(relay);
  });
  return answer;
}

export interface SearchRelays {
  support: SearchSupport;
  /** The search relays a search by words asks: those whose document lists NIP-50. */
  relays: string[];
}

/**
 * Whether a search by words can be made, and of which relays (docs/routes-and-filters.md,
 * Search route): the configured search relay, when its document lists NIP-50. A relay
 * that does not would take the words for no filter at all and answer with everything.
 */
export async function loadSearchRelays({ fresh = false }: { fresh?: boolean } = {}): Promise<SearchRelays> {
  const relay = config.searchRelay;
  const support = searchSupport(await loadRelayInfo(relay, { fresh }));
  return { support, relays: support === 'supported' ? [relay] : [] };
}
