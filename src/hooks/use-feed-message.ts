import { feedMessage, type FeedMessage } from '../core/feed-message';
import { selectProgress, useFeedStore } from '../stores/feed-store';
import { useChosenRelayStore, useRelayStore } from '../stores/relay-store';

export interface FeedMessageRoute {
  needsLogin: boolean;
  listMissing: boolean;
  setProblem?: 'missing' | 'empty';
  /** A relay route: its relay's health counts, not the relay client's. */
  relayRoute?: boolean;
  relayProblem?: 'unreachable' | 'not-a-relay';
}

/** The one message the feed's state and the relays' health call for (core/feed-message.ts). */
export function useFeedMessage({ needsLogin, listMissing, setProblem, relayRoute, relayProblem }: FeedMessageRoute): FeedMessage {
  const progress = useFeedStore(selectProgress);
  const count = useFeedStore((state) => state.items.length);
  const clientHealth = useRelayStore((state) => state.health);
  const chosenHealth = useChosenRelayStore((state) => state.health);
  const relays = relayRoute ? chosenHealth : clientHealth;
  return feedMessage({ needsLogin, listMissing, setProblem, relayRoute, relayProblem, progress, count, relays });
}
