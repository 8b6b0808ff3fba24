/**
 * A set feed's requests as relays take them (docs/data-and-requests.md, Relay
 * subscriptions): a filter naming more ids than IDS_PER_FILTER goes out as several
 * (core/feed/entry-window.ts). The first request's sockets send them as one REQ of several
 * filters; the relay client, as one subscription a filter, heard as one: its events as
 * they come, its end once every filter's has come.
 */
import { filterList, idFilters } from '../../core/feed';
import type { FeedFilter } from '../../core/types';
import type { FeedHandlers } from '../../nostr/feed-subscription';
import type { FeedDependencies } from './feed-dependencies';

/** One subscription per filter of `filters`, ended once each has; the function returned stops them all. */
export function subscribeEach(
  filters: readonly FeedFilter[],
  handlers: FeedHandlers,
  subscribeOne: (filter: FeedFilter, handlers: FeedHandlers) => () => void,
): () => void {
  if (filters.length === 1) return subscribeOne(filters[0]!, handlers);
  let waiting = filters.length;
  const stops = filters.map((filter) => {
    let ended = false;
    return subscribeOne(filter, {
      onEvents: handlers.onEvents,
      onEose() {
        if (ended) return;
        ended = true;
        waiting -= 1;
        if (waiting === 0) handlers.onEose?.();
      },
    });
  });
  return () => {
    for (const stop of stops) stop();
  };
}

/** `dependencies` whose every request splits a filter of too many ids. */
export function splittingIds(dependencies: FeedDependencies): FeedDependencies {
  return {
    ...dependencies,
    subscribe: (filter, handlers, options) =>
      subscribeEach(idFilters(filter), handlers, (one, oneHandlers) => dependencies.subscribe(one, oneHandlers, options)),
    firstRequest: {
      claimEarly: dependencies.firstRequest.claimEarly,
      send: (filter, handlers, firstBatchSize, relays) =>
        dependencies.firstRequest.send(
          filterList(filter).flatMap((one) => idFilters(one)),
          handlers,
          firstBatchSize,
          relays,
        ),
    },
  };
}
