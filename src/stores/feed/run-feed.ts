/**
 * Runs one feed through its phases (docs/architecture.md, A feed's start), each a module
 * of its own, all handing their events to one sink (feed-sink.ts), which checks, judges
 * and batches them into the feed store:
 * - the warm start (warm-start.ts) reads the feed's snapshot and shows it first;
 * - the first request (first-request-phase.ts) claims the page's early request, or sends
 *   one, on sockets of its own;
 * - the live subscription (live-subscription.ts) asks every relay through the relay client;
 * - older pages (older-pages.ts) come on demand;
 * - the snapshot saver (snapshot-saver.ts) keeps what was shown for the next visit.
 * The start policy (core/feed/feed-start-policy.ts) decides whether the relays are asked at
 * once or after the snapshot. Everything outside the feed comes in `dependencies`.
 */
import {
  asksRelaysAtOnce,
  createEntryWindow,
  feedFilter,
  feedKey,
  type FeedRequest,
  feedStartPolicy,
  snapshotWaitMs,
} from '../../core/feed';
import { trustApplies } from '../../core/trust';
import type { FeedFilter } from '../../core/types';
import { feedActions } from '../feed-store';
import type { FeedDependencies } from './feed-dependencies';
import { createFeedSink } from './feed-sink';
import { createFirstRequestPhase } from './first-request-phase';
import { createLiveSubscription } from './live-subscription';
import { createOlderPages, type OlderPages } from './older-pages';
import { createSetEntries, type SetEntries } from './set-entries';
import { createSetPages } from './set-pages';
import { splittingIds } from './split-ids';
import { createSnapshotSaver } from './snapshot-saver';
import { createWarmStart } from './warm-start';

export interface OpenFeed {
  key: string;
  /**
   * Resolves once the feed is under way: its cached first screen is in the store (a
   * later visit), or its first request is on its way (a first visit).
   */
  started: Promise<void>;
  loadOlder(): void;
  /** The live subscription asks again from its newest post: a relay came back (live-subscription.ts, renew). */
  renewLive(): void;
  /**
   * A set feed's entries now (set-entries.ts): added ones are asked for, removed ones leave.
   * Absent for feeds that cannot change their entries while open.
   */
  setEntries?(entries: SetEntries): void;
  /** Stops every phase, leaving no timer or subscription behind, and saves what was shown. */
  close(): void;
}

/**
 * The dependencies of a feed that asks `relays` alone: every request of every phase goes to
 * them, and the relays watched are theirs (docs/data-and-requests.md, Relay subscriptions).
 */
function askingOnly(relays: readonly string[], dependencies: FeedDependencies): FeedDependencies {
  return {
    ...dependencies,
    subscribe: (filter, handlers, options) => dependencies.subscribe(filter, handlers, { ...options, relays }),
    firstRequest: {
      claimEarly: dependencies.firstRequest.claimEarly,
      send: (filter, handlers, firstBatchSize) => dependencies.firstRequest.send(filter, handlers, firstBatchSize, relays),
    },
    watchRelayStatus: () => dependencies.watchRelayStatus(relays),
  };
}

export function runFeed(request: FeedRequest, pageDependencies: FeedDependencies): OpenFeed {
  const key = feedKey(request);
  const chosen = request.relays ? askingOnly(request.relays, pageDependencies) : pageDependencies;
  // A set feed's ids go out in filters of a size relays take (core/feed/entry-window.ts).
  const dependencies = request.ids ? splittingIds(chosen) : chosen;
  const filter = (until?: number): FeedFilter => feedFilter(request, nowSeconds(), until);
  const saver = createSnapshotSaver(key, dependencies.snapshots.write);
  const sink = createFeedSink({ key, request, filter: filter(), signatures: dependencies.signatures, saver });

  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });

  feedActions.reset(key, trustApplies(request.settings));

  // A set feed reads its entries by the order they were added: the newest first (request.ids), then a page back at a time.
  const entryWindow = request.ids ? createEntryWindow(request.ids) : undefined;
  const liveAnswered = (): boolean => live.answered();
  const setPages = entryWindow && createSetPages({ key, entryWindow, filter: () => filter(), sink, dependencies, liveAnswered });
  const olderPages: OlderPages = setPages ?? createOlderPages({ key, filter, sink, dependencies, liveAnswered });
  const live = createLiveSubscription({ key, filter, sink, dependencies, onAnswered: () => setPages?.fillIfEmpty() });
  const firstRequest = createFirstRequestPhase({ key, filter, sink, dependencies, onSent: markStarted, startLive: live.start });
  const askRelays = (): void => {
    if (!live.started()) firstRequest.start();
  };
  const warmStart = createWarmStart({ key, sink, dependencies, onShown: markStarted, askRelays, startLive: live.start });
  const entries = entryWindow && createSetEntries({ key, entryWindow, filter: () => filter(), sink, dependencies });
  // docs/posting.md, Shown at once: the user's own new posts, before any relay sends them back;
  // not in a feed of chosen relays, which shows what those relays hold.
  if (!request.relays) sink.fromOwn(dependencies.ownPosts.current());
  const stopOwnPosts = request.relays ? () => undefined : dependencies.ownPosts.watch((event) => sink.fromOwn([event]));

  const policy = feedStartPolicy({ hasSnapshot: dependencies.snapshots.has(key) });
  if (asksRelaysAtOnce(policy)) askRelays();
  // Read on a first visit too: the list of saved feeds is a hint, and may have lost one.
  warmStart.start(snapshotWaitMs(policy));

  return {
    key,
    started,
    loadOlder: olderPages.load,
    renewLive() {
      live.renew();
      // A set feed's entries that no relay could send while it was away are asked again.
      entries?.retry();
    },
    ...(entries && { setEntries: entries.update }),
    close() {
      entries?.stop();
      stopOwnPosts();
      sink.close();
      warmStart.stop();
      saver.saveNow();
      firstRequest.stop();
      live.stop();
      olderPages.stop();
    },
  };
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
