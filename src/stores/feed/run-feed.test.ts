import { describe, expect, it } from 'vitest';
import { feedKey } from '../../core/feed';
import { picturePost, picturePosts } from '../../../tests/app-support/fake-feed-dependencies';
import {
  answer,
  fromCache,
  ids,
  isStarted,
  phase,
  RELAY,
  settle,
  setUpFeedTests,
  shown,
  tagFeed,
  wait,
} from '../../../tests/app-support/run-feed-harness';

const { world, open } = setUpFeedTests();

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
    expect(world.liveSubscriptions()).toHaveLength(1);
    expect(world.liveSubscriptions()[0]!.filter).toMatchObject({ '#t': ['photography'], limit: 300 });
    expect(world.liveSubscriptions()[0]!.options).toEqual({ firstBatchSize: 40 });
    expect(world.counts.relayWatches).toBe(1);
    // The snapshot's posts were checked before they were saved: none is checked again.
    expect(world.checks).toEqual([]);
  });

  it('then shows what the relays send live, and is complete once they have all answered', async () => {
    const request = tagFeed();
    world.snapshots.set(feedKey(request), picturePosts(1, 41));
    open(request);
    await wait(500);
    const [live] = world.liveSubscriptions();
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
    world.liveSubscriptions()[0]!.handlers.onEvents([picturePost(0)]);
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
    expect(first!.firstBatchSize).toBe(4);

    first!.handlers.onSent();
    await settle();
    expect(started()).toBe(true);

    first!.handlers.onEvents(picturePosts(0, 45), RELAY);
    await settle();
    // core/feed/check-batches.ts: the first 4 at once, the rest of the first screen 4 at a time;
    // what follows waits for the first screen's pictures, then goes to the worker.
    expect(shown()).toEqual(ids(picturePosts(0, 40)));
    expect(world.checks.map((call) => [call.events.length, call.place])).toEqual([
      [4, 'page-now'],
      ...Array.from({ length: 9 }, () => [4, 'page']),
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
    expect(shown()).toEqual(ids(picturePosts(0, 45)));
    expect(world.checks.at(-1)).toMatchObject({ place: 'worker' });
    expect(world.checks.at(-1)?.events).toHaveLength(5);
    expect(world.liveSubscriptions()).toHaveLength(1);
    world.liveSubscriptions()[0]!.handlers.onEose?.();
    await settle();
    expect(answer()).toBe('complete');
  });

  it('subscribes live at once when the first request brought nothing', async () => {
    open(tagFeed());
    world.firstRequests[0]!.handlers.onDone();
    await settle();
    expect(world.liveSubscriptions()).toHaveLength(1);
  });
});

describe('a relay that never answers', () => {
  it('leaves the feed loading for 4 s, then ready with what it has', async () => {
    open(tagFeed());
    world.firstRequests[0]!.handlers.onDone();
    await settle();
    expect(world.liveSubscriptions()).toHaveLength(1);
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
