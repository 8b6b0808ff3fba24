/**
 * What the feed's unit tests share: fake timers, fresh fakes of the feed's dependencies
 * (fake-feed-dependencies.ts) and a fresh feed store for each case, feeds closed after it,
 * and ways to read what the store shows.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { feedRequestForAddress, type FeedRequest } from '../../src/core/feed/feed-request';
import type { NostrEvent } from '../../src/core/types';
import { initialFeedState, selectAnswer, useFeedStore } from '../../src/stores/feed-store';
import { createFakeFeedWorld, POSTED_AT, type FakeFeedWorld } from './fake-feed-dependencies';
import { runFeed, type OpenFeed } from '../../src/stores/feed/run-feed';

export const RELAY = 'wss://relay.example';

/** The feed of /tags/photography; `search` is the address's query, such as `?reposts=true`. */
export const tagFeed = (search = ''): FeedRequest => feedRequestForAddress('/tags/photography', search)!;

/** Runs what is due now: promise callbacks, and timers due at this instant. */
export const settle = (): Promise<void> => vi.advanceTimersByTimeAsync(0).then(() => undefined);
export const wait = (ms: number): Promise<void> => vi.advanceTimersByTimeAsync(ms).then(() => undefined);

export const ids = (events: NostrEvent[]): string[] => events.map((event) => event.id);
/** The ids of the posts on screen, in order. */
export const shown = (): string[] => useFeedStore.getState().items.map((item) => item.post.id);
const lifecycle = () => useFeedStore.getState().lifecycle;
export const phase = (): string => lifecycle().phase;
export const answer = (): string => selectAnswer(useFeedStore.getState());
export const fromCache = (): boolean => {
  const current = lifecycle();
  return current.phase !== 'idle' && current.fromCache;
};
export const olderPages = (): string | undefined => {
  const current = lifecycle();
  return current.phase === 'ready' ? current.olderPages : undefined;
};

export function isStarted(feed: OpenFeed): () => boolean {
  let started = false;
  void feed.started.then(() => (started = true));
  return () => started;
}

/**
 * Sets up each case of the calling test file: the fakes and the feed store are reset to a
 * new page's, and the feeds it opened are closed after it.
 */
export function setUpFeedTests(): {
  world: FakeFeedWorld;
  open(request: FeedRequest): OpenFeed;
  answeredFirstVisit(events: NostrEvent[]): Promise<OpenFeed>;
} {
  const world = createFakeFeedWorld();
  let opened: OpenFeed[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime((POSTED_AT + 600) * 1000);
    world.reset();
    useFeedStore.setState(initialFeedState, true);
  });

  afterEach(() => {
    for (const feed of opened) feed.close();
    opened = [];
    vi.useRealTimers();
  });

  function open(request: FeedRequest): OpenFeed {
    const feed = runFeed(request, world.dependencies);
    opened.push(feed);
    return feed;
  }

  /** A first visit whose first request brought `events` and whose relays then all answered. */
  async function answeredFirstVisit(events: NostrEvent[]): Promise<OpenFeed> {
    const feed = open(tagFeed());
    const [first] = world.firstRequests;
    first!.handlers.onSent();
    first!.handlers.onEvents(events, RELAY);
    first!.handlers.onDone();
    world.showFirstPictures();
    await settle();
    world.liveSubscriptions()[0]!.handlers.onEose?.();
    await settle();
    return feed;
  }

  return { world, open, answeredFirstVisit };
}
