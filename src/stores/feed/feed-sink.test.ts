import { describe, expect, it } from 'vitest';
import { forged, picturePost, picturePosts, repostOf } from './fake-feed-dependencies';
import { ids, RELAY, settle, setUpFeedTests, shown, tagFeed } from './run-feed-harness';

const { world, open } = setUpFeedTests();

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

    const [live] = world.liveSubscriptions();
    live!.handlers.onEvents([repostOf(forged(picturePost(2))), picturePost(3), repostOf(picturePost(4))]);
    await settle();
    expect(shown()).toEqual(ids([picturePost(0), picturePost(3), picturePost(4)]));
    // The relay client checked its own events at the connection; only what reposts carry is checked here.
    expect(ids(world.checks.at(-1)!.events)).toEqual(ids([forged(picturePost(2)), picturePost(4)]));
  });
});
