/**
 * Opens a popular order (docs/routes-and-filters.md, Popular) from the feed loader, which
 * must answer at once: the feed is emptied and named now, and its runner, a chunk of its
 * own, takes over when it has loaded.
 */
import { feedKey, type FeedRequest } from '../core/feed';
import { trustApplies } from '../core/trust';
import type { OpenFeed } from './feed/run-feed';
import type { SetEntries } from './feed/set-entries';
import { feedActions } from './feed-store';
import { popularActions } from './popular-store';

export function openPopularFeed(request: FeedRequest, load = () => import('./popular/popular-loader')): OpenFeed {
  const key = feedKey(request);
  let feed: OpenFeed | undefined;
  let closed = false;
  /** A set's entries handed over while the runner loads: it takes the latest once it runs. */
  let entries: SetEntries | undefined;
  feedActions.reset(key, trustApplies(request.settings));
  popularActions.started(key);
  const started = load().then(
    (loaded) => {
      if (closed) return undefined;
      feed = loaded.openPopularFeed(request);
      if (entries) feed.setEntries?.(entries);
      return feed.started;
    },
    (error: unknown) => console.error('Could not load the popular order', error),
  );
  return {
    key,
    started,
    loadOlder: () => feed?.loadOlder(),
    renewLive: () => feed?.renewLive(),
    ...(request.ids && {
      setEntries(next: SetEntries) {
        entries = next;
        feed?.setEntries?.(next);
      },
    }),
    close() {
      closed = true;
      feed?.close();
    },
  };
}
