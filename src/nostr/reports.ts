/**
 * The circle's reports of a few posts (docs/data-and-requests.md, Reports), asked once of
 * the relays the feeds read: the relays are not picked per author (the outbox model),
 * which for hundreds of authors would first look up hundreds of relay lists. The request
 * ends when every relay has answered or its time is up, so a silent relay costs a few
 * seconds, never a cover. The reports are kept out of the relay client's cache.
 */
import { NDKRelaySet, NDKSubscriptionCacheUsage, type NDKFilter } from '@nostr-dev-kit/ndk';
import type { ReportFilter } from '../core/trust';
import type { NostrEvent } from '../core/types';
import { getNdk } from './ndk';
import { relaysToRead } from './read-relays';
import { toPlainEvent } from './to-plain-event';

/** docs/constants.md, Reports: how long a request waits for the last relay. */
const REQUEST_TIMEOUT_MS = 8_000;

export function fetchReports(filter: ReportFilter): Promise<NostrEvent[]> {
  return new Promise((resolve) => {
    const events: NostrEvent[] = [];
    let done = false;
    let stop = (): void => undefined;
    const finish = (): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stop();
      resolve(events);
    };
    const timer = setTimeout(finish, REQUEST_TIMEOUT_MS);
    const subscription = getNdk().subscribe({ ...filter } as NDKFilter, {
      closeOnEose: true,
      groupable: false,
      cacheUsage: NDKSubscriptionCacheUsage.ONLY_RELAY,
      dontSaveToCache: true,
      relaySet: NDKRelaySet.fromRelayUrls([...relaysToRead()], getNdk()),
      onEvent: (event) => {
        if (!done) events.push(toPlainEvent(event));
      },
      onEose: finish,
    });
    stop = () => subscription.stop();
    if (done) stop();
  });
}
