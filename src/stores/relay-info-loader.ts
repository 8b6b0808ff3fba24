/**
 * Relays' NIP-11 documents (docs/data-and-requests.md, HTTP documents), each asked once a
 * visit: a relay route's relay, for its header and to say when it is no relay. An answer
 * that is not a document is not kept, so the next ask (a Retry, the route opened again)
 * tries anew.
 */
import type { RelayInfoAnswer } from '../core/relay-info';
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
