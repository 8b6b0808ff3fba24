/**
 * The feed loader as the page runs it: a feed's phases (stores/feed/run-feed.ts) wired to
 * the page's own snapshot store, relay client, first-request sockets, signature checker
 * and page signals. Tests run the same phases with fakes
 * (tests/app-support/fake-feed-dependencies.ts).
 */
import type { FeedRequest } from '../core/feed';
import type { NostrEvent } from '../core/types';
import { subscribeFeed } from '../nostr/client';
import { earlyFirstRequest } from '../nostr/early-first-request';
import { hasSnapshot, readSnapshot, writeSnapshot } from '../nostr/feed-snapshot';
import { sendFirstRequest } from '../nostr/first-request';
import { recordSeenOn } from '../nostr/seen-on';
import { startSignatureChecks, verifyBatchOffThread, verifyFirstPosts } from '../nostr/verify-off-thread';
import type { FeedDependencies } from './feed/feed-dependencies';
import { asksNoOne, openNoOnesFeed } from './feed/no-ones-feed';
import { runFeed, type OpenFeed } from './feed/run-feed';
import { whenFirstPicturesShown } from './first-pictures';
import { firstScreenFull } from './first-screen-room';
import { openPopularFeed } from './popular-feed';
import { useOwnPostsStore, watchOwnPosts } from './own-posts-store';
import { watchChosenRelayStatus, watchRelayStatus } from './relay-store';
import { whenIdle } from './when-idle';

export type { OpenFeed };

/**
 * A first post checked on the page once the painted first screen is full is below it: its
 * check waits for that screen's pictures and goes to the worker, as the rest of the first
 * request's posts do (core/feed/check-batches.ts).
 */
const belowFirstScreen = {
  when: firstScreenFull,
  to: (events: NostrEvent[]) => whenFirstPicturesShown().then(() => verifyBatchOffThread(events)),
};

const pageDependencies: FeedDependencies = {
  snapshots: { has: hasSnapshot, read: readSnapshot, write: writeSnapshot },
  subscribe: subscribeFeed,
  firstRequest: { claimEarly: earlyFirstRequest.claim, send: sendFirstRequest },
  signatures: {
    start: startSignatureChecks,
    checkFirstPosts: (events, { atOnce }) => verifyFirstPosts(events, { atOnce, passOn: belowFirstScreen }),
    checkBatch: verifyBatchOffThread,
  },
  recordSeenOn,
  watchRelayStatus: (relays) => (relays ? watchChosenRelayStatus() : watchRelayStatus()),
  whenIdle,
  whenFirstPicturesShown,
  ownPosts: { current: () => useOwnPostsStore.getState().posts, watch: watchOwnPosts },
};

/** A feed newest first, or in the Popular order its settings name (docs/routes-and-filters.md, Popular). */
export function openFeed(request: FeedRequest): OpenFeed {
  if (asksNoOne(request)) return openNoOnesFeed(request);
  return request.settings.popular ? openPopularFeed(request) : runFeed(request, pageDependencies);
}
