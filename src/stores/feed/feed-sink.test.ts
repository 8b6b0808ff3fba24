import { finalizeEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../core/routes';
import { forged, picturePost, picturePosts, POSTED_AT, repostOf } from '../../../tests/app-support/fake-feed-dependencies';
import { ids, RELAY, settle, setUpFeedTests, shown, tagFeed } from '../../../tests/app-support/run-feed-harness';
import { rememberEventsFor } from '../event-memory';

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

describe("a set's feed", () => {
  it('asks for the named posts by id, shows them, replies among them, and nothing else a relay sends', async () => {
    const reply = finalizeEvent(
      {
        kind: 1,
        created_at: POSTED_AT - 30,
        tags: [['e', 'a'.repeat(64), '', 'reply']],
        content: 'A reply https://media.example/reply.jpg',
      },
      new Uint8Array(32).fill(3),
    );
    const named = [picturePost(0), reply];
    open({ settings: DEFAULT_SETTINGS, ids: ids(named) });
    const first = world.firstRequests[0]!;
    expect(first.filter).toMatchObject({ ids: ids(named) });
    first.handlers.onEvents([picturePost(0), picturePost(1), reply], RELAY);
    await settle();
    expect(shown()).toEqual(ids(named));
  });
});

describe("an open feed's memory of the events it has seen", () => {
  it('takes screen mode’s size at once: an event forgotten beyond it is checked again when a relay sends it again', async () => {
    const posts = picturePosts(0, 3);
    open(tagFeed());
    const first = world.firstRequests[0]!;
    first.handlers.onEvents([posts[0]!], RELAY);
    await settle();
    const checkedTimes = (): number => world.checks.filter((check) => ids(check.events).includes(posts[0]!.id)).length;
    first.handlers.onEvents([posts[0]!], RELAY);
    await settle();
    expect(checkedTimes()).toBe(1);

    rememberEventsFor(2);
    try {
      first.handlers.onEvents(posts.slice(1), RELAY);
      await settle();
      first.handlers.onEvents([posts[0]!], RELAY);
      await settle();
      expect(checkedTimes()).toBe(2);
    } finally {
      rememberEventsFor(undefined);
    }
    expect(shown()).toEqual(ids(posts));
  });
});
