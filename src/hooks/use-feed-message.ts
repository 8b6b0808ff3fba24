import { feedMessage, type FeedMessage } from '../core/feed-message';
import { useFeedStore } from '../stores/feed-store';
import { useRelayStore } from '../stores/relay-store';

export interface FeedMessageRoute {
  needsLogin: boolean;
  listMissing: boolean;
}

/** The one message the feed's state and the relays' health call for (core/feed-message.ts). */
export function useFeedMessage({ needsLogin, listMissing }: FeedMessageRoute): FeedMessage {
  const status = useFeedStore((state) => state.status);
  const count = useFeedStore((state) => state.items.length);
  const exhausted = useFeedStore((state) => state.exhausted);
  const loadingOlder = useFeedStore((state) => state.loadingOlder);
  const relays = useRelayStore((state) => state.health);
  return feedMessage({ needsLogin, listMissing, status, count, relays, exhausted, loadingOlder });
}
