/**
 * Opens a popular order (docs/routes-and-filters.md, Popular) from the feed loader, which
 * must answer at once: the feed is emptied and named now, and its runner, a chunk of its
 * own, takes over when it has loaded.
 */
import { feedKey, type FeedRequest } from '../core/feed-request';
import { trustApplies } from '../core/trust-circle';
import type { OpenFeed } from './feed/run-feed';
import { feedActions } from './feed-store';
import { popularActions } from './popular-store';

export function openPopularFeed(request: FeedRequest, load = () => import('./popular/popular-loader')): OpenFeed {
  const key = feedKey(request);
  let feed: OpenFeed | undefined;
  let closed = false;
  feedActions.reset(key, trustApplies(request.settings));
  popularActions.started(key);
  const started = load().then(
    (loaded) => {
      if (closed) return undefined;
      feed = loaded.openPopularFeed(request);
      return feed.started;
    },
    (error: unknown) => console.error('Could not load the popular order', error),
  );
  return {
    key,
    started,
    loadOlder: () => feed?.loadOlder(),
    renewLive: () => feed?.renewLive(),
    close() {
      closed = true;
      feed?.close();
    },
  };
}
