import { describe, expect, it } from 'vitest';
import { picturePost, picturePosts, POSTED_AT } from '../../../tests/app-support/fake-feed-dependencies';
import { RENEW_MARGIN_S } from './live-subscription';
import { phase, settle, setUpFeedTests, shown, tagFeed } from '../../../tests/app-support/run-feed-harness';

const { world, open, answeredFirstVisit } = setUpFeedTests();

describe('the live subscription renewed (screen mode)', () => {
  it('asks again from a little before the newest post it had, and shows what comes', async () => {
    const feed = await answeredFirstVisit(picturePosts(0, 3));
    const [first] = world.liveSubscriptions();
    // A post made later than the subscription started: the renewal asks from it.
    first!.handlers.onEvents([picturePost(-20)]);
    await settle();

    feed.renewLive();
    expect(first!.stops).toBe(1);
    const renewed = world.liveSubscriptions()[1];
    expect(renewed!.filter).toMatchObject({ '#t': ['photography'], limit: 300, since: picturePost(-20).created_at - RENEW_MARGIN_S });
    // What was posted while the relay was away comes, and the feed stays ready.
    renewed!.handlers.onEvents([picturePost(-21)]);
    renewed!.handlers.onEose?.();
    await settle();
    expect(shown()[0]).toBe(picturePost(-21).id);
    expect(phase()).toBe('ready');
  });

  it('without newer posts, asks from when it started', async () => {
    const feed = await answeredFirstVisit(picturePosts(0, 3));
    feed.renewLive();
    feed.renewLive();
    const live = world.liveSubscriptions();
    expect(live.map((subscription) => subscription.stops)).toEqual([1, 1, 0]);
    expect(live[2]!.filter.since).toBe(POSTED_AT + 600 - RENEW_MARGIN_S);
  });

  it('does nothing before the feed subscribed', () => {
    const feed = open(tagFeed());
    feed.renewLive();
    expect(world.subscriptions).toEqual([]);
  });

  it('does nothing once the feed is closed', async () => {
    const feed = await answeredFirstVisit(picturePosts(0, 2));
    feed.close();
    feed.renewLive();
    expect(world.liveSubscriptions()).toHaveLength(1);
  });
});
