import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RelayInfoAnswer } from '../../core/relay-info';
import type { Settings } from '../../core/types';

/** The loader comes with the first relay route: other routes never need it. */
const loadRelayInfo = (relay: string, fresh: boolean): Promise<RelayInfoAnswer> =>
  import('../../stores/relay-info-loader').then((loader) => loader.loadRelayInfo(relay, { fresh }));

export interface RelayRoute {
  /** The only relays the route's feed asks: its relay; undefined off a relay route. */
  relays: string[] | undefined;
  /** The relay's NIP-11 document, or why there is none; undefined while it is asked. */
  answer?: RelayInfoAnswer;
  /** Asks for the document again (the user's Retry). */
  retry(): void;
}

/**
 * A relay route's relay (docs/routes-and-filters.md, Routes): its feed asks it alone, and its
 * NIP-11 document, asked beside the feed, names it in the header or says it is no relay.
 */
export function useRelayRoute(settings: Settings): RelayRoute {
  const relay = settings.relay;
  const [loaded, setLoaded] = useState<{ relay: string; answer: RelayInfoAnswer }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!relay) return undefined;
    let cancelled = false;
    void loadRelayInfo(relay, attempt > 0).then((answer) => {
      if (!cancelled) setLoaded({ relay, answer });
    });
    return () => {
      cancelled = true;
    };
  }, [relay, attempt]);

  const relays = useMemo(() => (relay ? [relay] : undefined), [relay]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { relays, answer: relay && loaded?.relay === relay ? loaded.answer : undefined, retry };
}
