/**
 * The feed of a route whose people are no one: a people list with no one in it, or one
 * that could not be read (features/gallery/use-feed-authors.ts). It asks no relay, and
 * says at once that there is nothing: a filter without authors would ask for everyone's
 * posts (core/feed/feed-filter.ts), which are not the list's.
 */
import { feedKey, type FeedRequest } from '../../core/feed';
import { feedActions } from '../feed-store';
import type { OpenFeed } from './run-feed';

/** Whether the request names authors, and they are no one. */
export const asksNoOne = (request: FeedRequest): boolean => request.authors?.length === 0;

export function openNoOnesFeed(request: FeedRequest): OpenFeed {
  const key = feedKey(request);
  feedActions.reset(key);
  feedActions.ready(key);
  feedActions.olderPagesAnswered(key, true);
  const nothing = (): void => undefined;
  return { key, started: Promise.resolve(), loadOlder: nothing, renewLive: nothing, close: nothing };
}
