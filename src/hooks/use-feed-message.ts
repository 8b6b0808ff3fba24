import { feedMessage, type FeedMessage } from '../core/feed-message';
import { selectProgress, useFeedStore } from '../stores/feed-store';
import { useRelayStore } from '../stores/relay-store';

export interface FeedMessageRoute {
  needsLogin: boolean;
  listMissing: boolean;
  setProblem?: 'missing' | 'empty';
}

/** The one message the feed's state and the relays' health call for (core/feed-message.ts). */
export function useFeedMessage({ needsLogin, listMissing, setProblem }: FeedMessageRoute): FeedMessage {
  const progress = useFeedStore(selectProgress);
  const count = useFeedStore((state) => state.items.length);
  const relays = useRelayStore((state) => state.health);
  return feedMessage({ needsLogin, listMissing, setProblem, progress, count, relays });
}
