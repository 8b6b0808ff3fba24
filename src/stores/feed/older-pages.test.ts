import { describe, expect, it } from 'vitest';
import { picturePost, picturePosts } from '../../../tests/app-support/fake-feed-dependencies';
import { ids, olderPages, RELAY, settle, setUpFeedTests, shown, tagFeed } from '../../../tests/app-support/run-feed-harness';

const { world, open, answeredFirstVisit } = setUpFeedTests();

describe('older pages', () => {
  it('are asked for only once the relays have answered', async () => {
    const feed = open(tagFeed());
    world.firstRequests[0]!.handlers.onEvents(picturePosts(0, 5), RELAY);
    await settle();
    feed.loadOlder();
    expect(world.olderSubscriptions()).toEqual([]);
  });

  it('go on from the oldest post shown, one page at a time, until a relay has nothing older', async () => {
    const feed = await answeredFirstVisit(picturePosts(0, 10));
    feed.loadOlder();
    feed.loadOlder();
    expect(world.olderSubscriptions()).toHaveLength(1);
    const [page] = world.olderSubscriptions();
    expect(page!.filter.until).toBe(picturePost(9).created_at);
    expect(olderPages()).toBe('loading');

    page!.handlers.onEvents(picturePosts(10, 20));
    await settle();
    page!.handlers.onEose?.();
    expect(page!.stops).toBe(1);
    expect(olderPages()).toBe('more');
    expect(shown()).toEqual(ids(picturePosts(0, 20)));

    feed.loadOlder();
    const last = world.olderSubscriptions()[1]!;
    expect(last.filter.until).toBe(picturePost(19).created_at);
    // A relay may send the oldest post again: it is not older, so nothing more came.
    last.handlers.onEvents([picturePost(19)]);
    last.handlers.onEose?.();
    expect(olderPages()).toBe('exhausted');
  });
});
