import { feedMessage, type FeedMessage } from '../core/feed';
import type { SearchSupport } from '../core/relays';
import { selectProgress, useFeedStore } from '../stores/feed-store';
import { useChosenRelayStore, useRelayStore } from '../stores/relay-store';

export interface FeedMessageRoute {
  needsLogin: boolean;
  listMissing: boolean;
  setProblem?: 'missing' | 'empty';
  /** A feed of chosen relays (a relay route's, a search's): their health counts, not the relay client's. */
  chosen?: 'relay' | 'search';
  relayProblem?: 'unreachable' | 'not-a-relay';
  searchSupport?: SearchSupport;
}

/** The one message the feed's state and the relays' health call for (core/feed/feed-message.ts). */
export function useFeedMessage({
  needsLogin,
  listMissing,
  setProblem,
  chosen,
  relayProblem,
  searchSupport,
}: FeedMessageRoute): FeedMessage {
  const progress = useFeedStore(selectProgress);
  const count = useFeedStore((state) => state.items.length);
  const clientHealth = useRelayStore((state) => state.health);
  const chosenHealth = useChosenRelayStore((state) => state.health);
  const relays = chosen ? chosenHealth : clientHealth;
  return feedMessage({ needsLogin, listMissing, setProblem, chosen, relayProblem, searchSupport, progress, count, relays });
}
