import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedKey, feedRequestForAddress, type FeedRequest } from '../core/feed-request';
import type { NostrEvent } from '../core/types';
import { createFakeFeedWorld, forged, picturePost, picturePosts, POSTED_AT, repostOf, type FakeFeedWorld } from './feed/fake-feed-dependencies';
import { openFeed, type OpenFeed } from './feed-loader';
import { selectAnswer, useFeedStore } from './feed-store';

const fakes = vi.hoisted(() => ({ world: undefined as unknown as FakeFeedWorld }));

vi.mock('../nostr/feed-snapshot', () => ({
  SNAPSHOT_SIZE: 300,
  hasSnapshot: (key: string) => fakes.world.dependencies.snapshots.has(key),
  readSnapshot: (key: string) => fakes.world.dependencies.snapshots.read(key),
  writeSnapshot: (key: string, events: NostrEvent[]) => fakes.world.dependencies.snapshots.write(key, events),
}));
vi.mock('../nostr/client', () => ({ subscribeFeed: (...args: Parameters<FakeFeedWorld['dependencies']['subscribe']>) => fakes.world.dependencies.subscribe(...args) }));
vi.mock(import('../nostr/early-first-request'), async (importOriginal) => ({
  ...(await importOriginal()),
  earlyFirstRequest: { claim: (...args) => fakes.world.early.claim(...args), send: () => undefined, reset: () => undefined },
}));
vi.mock('../nostr/first-request', () => ({
  sendFirstRequest: (...args: Parameters<FakeFeedWorld['dependencies']['firstRequest']['send']>) => fakes.world.dependencies.firstRequest.send(...args),
}));
vi.mock('../nostr/verify-off-thread', () => ({
  startSignatureChecks: () => fakes.world.dependencies.signatures.start(),
  verifyFirstPosts: (events: NostrEvent[], options: { atOnce: boolean }) => fakes.world.dependencies.signatures.checkFirstPosts(events, options),
  verifyBatchOffThread: (events: NostrEvent[]) => fakes.world.dependencies.signatures.checkBatch(events),
}));
vi.mock('../nostr/seen-on', () => ({ recordSeenOn: (id: string, relay: string) => fakes.world.dependencies.recordSeenOn(id, relay) }));
vi.mock('./relay-store', () => ({ watchRelayStatus: () => fakes.world.dependencies.watchRelayStatus() }));
vi.mock('./when-idle', () => ({ whenIdle: (ms: number) => fakes.world.dependencies.whenIdle(ms) }));
vi.mock('./first-pictures', () => ({ whenFirstPicturesShown: () => fakes.world.dependencies.whenFirstPicturesShown() }));

const RELAY = 'wss://relay.example';
const tagFeed = (search = ''): FeedRequest => feedRequestForAddress('/tags/photography', search)!;

let world: FakeFeedWorld;
let opened: OpenFeed[] = [];

function open(request: FeedRequest): OpenFeed {
  const feed = openFeed(request);
  opened.push(feed);
  return feed;
}

/** Runs what is due now: promise callbacks, and timers due at this instant. */
const settle = (): Promise<void> => vi.advanceTimersByTimeAsync(0).then(() => undefined);
const wait = (ms: number): Promise<void> => vi.advanceTimersByTimeAsync(ms).then(() => undefined);

const shown = (): string[] => useFeedStore.getState().items.map((item) => item.post.id);
const ids = (events: NostrEvent[]): string[] => events.map((event) => event.id);
const lifecycle = () => useFeedStore.getState().lifecycle;
const phase = (): string => lifecycle().phase;
const answer = (): string => selectAnswer(useFeedStore.getState());
const fromCache = (): boolean => {
  const current = lifecycle();
  return current.phase !== 'idle' && current.fromCache;
};
const olderPages = (): string | undefined => {
  const current = lifecycle();
  return current.phase === 'ready' ? current.olderPages : undefined;
};
const liveSubscriptions = () => world.subscriptions.filter((subscription) => !subscription.options.closeOnEose);
const olderSubscriptions = () => world.subscriptions.filter((subscription) => subscription.options.closeOnEose);

function isStarted(feed: OpenFeed): () => boolean {
  let started = false;
  void feed.started.then(() => (started = true));
  return () => started;
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
  liveSubscriptions()[0]!.handlers.onEose?.();
  await settle();
  return feed;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime((POSTED_AT + 600) * 1000);
  world = createFakeFeedWorld();
  fakes.world = world;
});

afterEach(() => {
  for (const feed of opened) feed.close();
  opened = [];
  vi.useRealTimers();
});

describe('a later visit: the snapshot first', () => {
  it('shows the snapshot’s first screen, then the rest once the page is idle, then subscribes live', async () => {
    const request = tagFeed();
    world.snapshots.set(feedKey(request), picturePosts(0, 50));
    const feed = open(request);
    const started = isStarted(feed);
    expect(phase()).toBe('loading');
    expect(shown()).toEqual([]);

    await settle();
    expect(shown()).toEqual(ids(picturePosts(0, 40)));
    expect(fromCache()).toBe(true);
    expect(started()).toBe(true);
    expect(world.subscriptions).toEqual([]);

    await wait(500);
    expect(shown()).toEqual(ids(picturePosts(0, 50)));
    expect(liveSubscriptions()).toHaveLength(1);
    expect(liveSubscriptions()[0]!.filter).toMatchObject({ '#t': ['photography'], limit: 300 });
    expect(liveSubscriptions()[0]!.options).toEqual({ firstBatchSize: 40 });
    expect(world.counts.relayWatches).toBe(1);
    // The snapshot's posts were checked before they were saved: none is checked again.
    expect(world.checks).toEqual([]);
  });

  it('then shows what the relays send live, and is complete once they have all answered', async () => {
    const request = tagFeed();
    world.snapshots.set(feedKey(request), picturePosts(1, 41));
    open(request);
    await wait(500);
    const [live] = liveSubscriptions();
    live!.handlers.onEvents([picturePost(0)]);
    await settle();
    expect(shown()[0]).toBe(picturePost(0).id);
    expect(fromCache()).toBe(false);
    expect(answer()).toBe('none');

    live!.handlers.onEose?.();
    await settle();
    expect(phase()).toBe('ready');
    expect(answer()).toBe('complete');
    // The feed never used sockets of its own: the snapshot answered in time.
    await wait(5000);
    expect(world.firstRequests).toEqual([]);
  });

  it('saves what it shows 1.5 s after a relay brought something new', async () => {
    const request = tagFeed();
    world.snapshots.set(feedKey(request), picturePosts(1, 3));
    open(request);
    await wait(500);
    liveSubscriptions()[0]!.handlers.onEvents([picturePost(0)]);
    await wait(1499);
    expect(world.writes).toEqual([]);
    await wait(1);
    expect(world.writes).toHaveLength(1);
    expect(ids([...world.writes[0]!.events])).toEqual(ids(picturePosts(0, 3)));
  });

  it('asks the relays on sockets of its own when the snapshot does not answer within 1.5 s', async () => {
    const request = tagFeed();
    world.snapshots.set(feedKey(request), picturePosts(0, 10));
    world.unansweredReads.add(feedKey(request));
    const feed = open(request);
    const started = isStarted(feed);
    await wait(1499);
    expect(world.firstRequests).toEqual([]);
    await wait(1);
    expect(world.firstRequests).toHaveLength(1);
    world.firstRequests[0]!.handlers.onSent();
    await settle();
    expect(started()).toBe(true);
  });

  it('asks the relays at once when the snapshot it expected is gone', async () => {
    const request = tagFeed();
    world.snapshots.set(feedKey(request), []);
    open(request);
    expect(world.firstRequests).toEqual([]);
    await settle();
    expect(world.firstRequests).toHaveLength(1);
  });
});

describe('a first visit: the first request, then the relay client', () => {
  it('sends the first request at once, shows its checked posts, and subscribes live once the first pictures have loaded', async () => {
    const feed = open(tagFeed());
    const started = isStarted(feed);
    expect(world.counts.checkersStarted).toBe(1);
    expect(world.firstRequests).toHaveLength(1);
    const [first] = world.firstRequests;
    expect(first!.filter).toMatchObject({ '#t': ['photography'], limit: 300 });
    expect(first!.firstBatchSize).toBe(40);

    first!.handlers.onSent();
    await settle();
    expect(started()).toBe(true);

    first!.handlers.onEvents(picturePosts(0, 45), RELAY);
    await settle();
    expect(shown()).toEqual(ids(picturePosts(0, 45)));
    // core/check-batches.ts: the first 4 at once, the rest of the first screen together, then 4 at a time.
    expect(world.checks.map((call) => [call.events.length, call.atOnce])).toEqual([
      [4, true],
      [36, false],
      [4, false],
      [1, false],
    ]);
    expect(world.seenOn.get(picturePost(0).id)).toBe(RELAY);
    expect(answer()).toBe('none');

    first!.handlers.onDone();
    await settle();
    expect(answer()).toBe('first');
    expect(phase()).toBe('loading');
    expect(world.subscriptions).toEqual([]);

    world.showFirstPictures();
    await settle();
    expect(liveSubscriptions()).toHaveLength(1);
    liveSubscriptions()[0]!.handlers.onEose?.();
    await settle();
    expect(answer()).toBe('complete');
  });

  it('subscribes live at once when the first request brought nothing', async () => {
    open(tagFeed());
    world.firstRequests[0]!.handlers.onDone();
    await settle();
    expect(liveSubscriptions()).toHaveLength(1);
  });
});

describe('a relay that never answers', () => {
  it('leaves the feed loading for 4 s, then ready with what it has', async () => {
    open(tagFeed());
    world.firstRequests[0]!.handlers.onDone();
    await settle();
    expect(liveSubscriptions()).toHaveLength(1);
    await wait(3999);
    expect(phase()).toBe('loading');
    await wait(1);
    expect(phase()).toBe('ready');
    expect(answer()).toBe('complete');
  });
});

describe('the early request of the page’s first script', () => {
  it('is claimed by its feed, which shows what it brought before the feed opened and sends no request of its own', async () => {
    const request = tagFeed();
    world.early.send(feedKey(request), { kinds: [1], '#t': ['photography'], limit: 300 }, 40);
    const [early] = world.firstRequests;
    early!.handlers.onSent();
    early!.handlers.onEvents(picturePosts(0, 10), RELAY);

    const feed = open(request);
    const started = isStarted(feed);
    await settle();
    expect(world.firstRequests).toHaveLength(1);
    expect(started()).toBe(true);
    expect(shown()).toEqual(ids(picturePosts(0, 10)));

    early!.handlers.onEvents(picturePosts(10, 12), RELAY);
    await settle();
    expect(shown()).toEqual(ids(picturePosts(0, 12)));
  });

  it('is stopped when the page opens another feed, which sends its own', async () => {
    world.early.send('another feed', { kinds: [1], limit: 300 }, 40);
    open(tagFeed());
    expect(world.firstRequests).toHaveLength(2);
    expect(world.firstRequests[0]!.stops).toBe(1);
    expect(world.firstRequests[1]!.filter).toMatchObject({ '#t': ['photography'] });
    world.firstRequests[0]!.handlers.onEvents(picturePosts(0, 2), RELAY);
    await settle();
    expect(shown()).toEqual([]);
  });
});

describe('older pages', () => {
  it('are asked for only once the relays have answered', async () => {
    const feed = open(tagFeed());
    world.firstRequests[0]!.handlers.onEvents(picturePosts(0, 5), RELAY);
    await settle();
    feed.loadOlder();
    expect(olderSubscriptions()).toEqual([]);
  });

  it('go on from the oldest post shown, one page at a time, until a relay has nothing older', async () => {
    const feed = await answeredFirstVisit(picturePosts(0, 10));
    feed.loadOlder();
    feed.loadOlder();
    expect(olderSubscriptions()).toHaveLength(1);
    const [page] = olderSubscriptions();
    expect(page!.filter.until).toBe(picturePost(9).created_at);
    expect(olderPages()).toBe('loading');

    page!.handlers.onEvents(picturePosts(10, 20));
    await settle();
    page!.handlers.onEose?.();
    expect(page!.stops).toBe(1);
    expect(olderPages()).toBe('more');
    expect(shown()).toEqual(ids(picturePosts(0, 20)));

    feed.loadOlder();
    const last = olderSubscriptions()[1]!;
    expect(last.filter.until).toBe(picturePost(19).created_at);
    // A relay may send the oldest post again: it is not older, so nothing more came.
    last.handlers.onEvents([picturePost(19)]);
    last.handlers.onEose?.();
    expect(olderPages()).toBe('exhausted');
  });
});

describe('forged events', () => {
  it('from the first request are never shown', async () => {
    open(tagFeed());
    const genuine = picturePosts(0, 3);
    world.firstRequests[0]!.handlers.onEvents([genuine[0]!, forged(picturePost(3)), genuine[1]!, genuine[2]!], RELAY);
    await settle();
    expect(shown()).toEqual(ids(genuine));
  });

  it('carried by a repost are never shown, from the first request or the relay client', async () => {
    open(tagFeed('?reposts=true'));
    const first = world.firstRequests[0]!;
    first.handlers.onEvents([repostOf(picturePost(0)), repostOf(forged(picturePost(1)))], RELAY);
    first.handlers.onDone();
    world.showFirstPictures();
    await settle();
    expect(shown()).toEqual([picturePost(0).id]);

    const [live] = liveSubscriptions();
    live!.handlers.onEvents([repostOf(forged(picturePost(2))), picturePost(3), repostOf(picturePost(4))]);
    await settle();
    expect(shown()).toEqual(ids([picturePost(0), picturePost(3), picturePost(4)]));
    // The relay client checked its own events at the connection; only what reposts carry is checked here.
    expect(ids(world.checks.at(-1)!.events)).toEqual(ids([forged(picturePost(2)), picturePost(4)]));
  });
});

describe('a feed closed mid-flight', () => {
  it('leaves no timer and no subscription behind, and saves what it showed', async () => {
    const request = tagFeed();
    world.snapshots.set(feedKey(request), picturePosts(1, 41));
    const feed = open(request);
    await wait(500);
    const [live] = liveSubscriptions();
    live!.handlers.onEvents([picturePost(0)]);
    await settle();
    live!.handlers.onEose?.();
    await settle();
    feed.loadOlder();
    live!.handlers.onEvents([picturePost(-1)]);
    await settle();
    expect(vi.getTimerCount()).toBeGreaterThan(0);

    feed.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(world.subscriptions.map((subscription) => subscription.stops)).toEqual([1, 1]);
    expect(world.writes).toHaveLength(1);
    expect(world.writes[0]!.events).toHaveLength(42);
  });

  it('stops its first request, and shows nothing that comes after', async () => {
    const feed = open(tagFeed());
    const [first] = world.firstRequests;
    first!.handlers.onEvents(picturePosts(0, 2), RELAY);
    feed.close();
    await settle();
    expect(first!.stops).toBe(1);
    expect(shown()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waiting for the relays to answer, leaves no time-out behind', async () => {
    const feed = open(tagFeed());
    world.firstRequests[0]!.handlers.onDone();
    await settle();
    expect(vi.getTimerCount()).toBe(1);
    feed.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(liveSubscriptions()[0]!.stops).toBe(1);
  });

  it('while the rest of its snapshot waits for the page, neither shows it nor subscribes', async () => {
    const request = tagFeed();
    world.snapshots.set(feedKey(request), picturePosts(0, 50));
    const feed = open(request);
    await settle();
    feed.close();
    await wait(500);
    expect(shown()).toHaveLength(40);
    expect(world.subscriptions).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
