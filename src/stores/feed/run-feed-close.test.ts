import { describe, expect, it, vi } from 'vitest';
import { feedKey } from '../../core/feed';
import { picturePost, picturePosts } from '../../../tests/app-support/fake-feed-dependencies';
import { RELAY, settle, setUpFeedTests, shown, tagFeed, wait } from '../../../tests/app-support/run-feed-harness';

const { world, open } = setUpFeedTests();

describe('a feed closed mid-flight', () => {
  it('leaves no timer and no subscription behind, and saves what it showed', async () => {
    const request = tagFeed();
    world.snapshots.set(feedKey(request), picturePosts(1, 41));
    const feed = open(request);
    await wait(500);
    const [live] = world.liveSubscriptions();
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
    expect(world.liveSubscriptions()[0]!.stops).toBe(1);
  });

  it('while its snapshot is being read, leaves no time-out behind and never asks the relays', async () => {
    const request = tagFeed();
    world.snapshots.set(feedKey(request), picturePosts(0, 10));
    world.unansweredReads.add(feedKey(request));
    const feed = open(request);
    expect(vi.getTimerCount()).toBe(1);
    feed.close();
    expect(vi.getTimerCount()).toBe(0);
    await wait(5000);
    expect(world.firstRequests).toEqual([]);
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
