import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RelayInfoAnswer, SearchSupport } from '../../core/relays';
import type { Settings } from '../../core/types';
import type { SearchRelays } from '../../stores/relay-info-loader';

/** The loader comes with the first relay or search route: other routes never need it. */
const loader = () => import('../../stores/relay-info-loader');
const loadRelayInfo = (relay: string, fresh: boolean): Promise<RelayInfoAnswer> =>
  loader().then((module) => module.loadRelayInfo(relay, { fresh }));
const loadSearchRelays = (fresh: boolean): Promise<SearchRelays> => loader().then((module) => module.loadSearchRelays({ fresh }));

export interface FeedRelays {
  /**
   * The only relays the route's feed asks: a relay route's relay, or the search relays
   * that take NIP-50 searches; null while those are not known, or when there are none;
   * undefined on every other route.
   */
  relays: string[] | undefined | null;
  /** Which feed of chosen relays the route has, if any. */
  chosen?: 'relay' | 'search';
  /** A relay route's NIP-11 document, or why there is none; undefined while it is asked. */
  relayInfo?: RelayInfoAnswer;
  /** A search route's: whether its search relay takes NIP-50 searches; undefined while that is asked. */
  searchSupport?: SearchSupport;
  /** Asks for the documents again (the user's Retry). */
  retry(): void;
}

/**
 * The relays a relay or search route's feed asks alone (docs/routes-and-filters.md, Relay
 * route and Search route): a relay route's relay at once, its NIP-11 document asked beside
 * the feed; a search's once the search relay's document says it takes NIP-50 searches.
 */
export function useFeedRelays(settings: Settings): FeedRelays {
  const relay = settings.relay;
  const searching = relay === undefined && settings.search !== undefined;
  const [relayInfo, setRelayInfo] = useState<{ relay: string; answer: RelayInfoAnswer }>();
  const [search, setSearch] = useState<SearchRelays>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!relay) return undefined;
    let cancelled = false;
    void loadRelayInfo(relay, attempt > 0).then((answer) => {
      if (!cancelled) setRelayInfo({ relay, answer });
    });
    return () => {
      cancelled = true;
    };
  }, [relay, attempt]);

  useEffect(() => {
    if (!searching) return undefined;
    let cancelled = false;
    void loadSearchRelays(attempt > 0).then((found) => {
      if (!cancelled) setSearch(found);
    });
    return () => {
      cancelled = true;
    };
  }, [searching, attempt]);

  const relays = useMemo(() => (relay ? [relay] : undefined), [relay]);
  const searchRelays = search?.relays;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (relay) return { relays, chosen: 'relay', relayInfo: relayInfo?.relay === relay ? relayInfo.answer : undefined, retry };
  if (searching) {
    return {
      relays: searchRelays && searchRelays.length > 0 ? searchRelays : null,
      chosen: 'search',
      searchSupport: search?.support,
      retry,
    };
  }
  return { relays: undefined, retry };
}
