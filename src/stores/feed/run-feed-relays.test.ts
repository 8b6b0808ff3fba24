/** A feed of chosen relays (core/feed/feed-request.ts, FeedRequest): every phase asks those relays alone. */
import { describe, expect, it } from 'vitest';
import { feedKey, feedRequestForAddress, type FeedRequest } from '../../core/feed';
import { parseRoute } from '../../core/routes';
import { picturePost, picturePosts } from '../../../tests/app-support/fake-feed-dependencies';
import { settle, setUpFeedTests, shown, ids, wait } from '../../../tests/app-support/run-feed-harness';

const { world, open } = setUpFeedTests();

const CHOSEN = 'wss://chosen.example';

function relayFeed(): FeedRequest {
  const match = parseRoute('/relay/chosen.example', '');
  if (match.kind !== 'gallery') throw new Error('the relay route did not parse');
  return { settings: match.settings, relays: [CHOSEN] };
}

describe('a feed of chosen relays', () => {
  it('is opened by the gallery, not by the page before it', () => {
    expect(feedRequestForAddress('/relay/chosen.example', '')).toBeUndefined();
  });

  it('sends its first request, its live subscription and its older pages to those relays alone', async () => {
    const feed = open(relayFeed());
    const [first] = world.firstRequests;
    expect(first!.relays).toEqual([CHOSEN]);
    // One relay's newest posts, whenever they were written.
    expect(first!.filter.since).toBeUndefined();
    first!.handlers.onSent();
    first!.handlers.onEvents(picturePosts(0, 3), CHOSEN);
    first!.handlers.onDone();
    world.showFirstPictures();
    await settle();
    expect(shown()).toEqual(ids(picturePosts(0, 3)));

    const [live] = world.liveSubscriptions();
    expect(live!.options).toEqual({ firstBatchSize: 40, relays: [CHOSEN] });
    expect(world.watchedRelays).toEqual([[CHOSEN]]);
    live!.handlers.onEose?.();
    await settle();

    feed.loadOlder();
    const [older] = world.olderSubscriptions();
    expect(older!.options).toEqual({ closeOnEose: true, relays: [CHOSEN] });
    expect(older!.filter.until).toBe(picturePost(2).created_at);

    feed.renewLive();
    expect(world.liveSubscriptions().at(-1)!.options.relays).toEqual([CHOSEN]);
  });

  it('asks those relays alone after its snapshot too', async () => {
    const request = relayFeed();
    world.snapshots.set(feedKey(request), picturePosts(0, 2));
    open(request);
    await wait(500);
    expect(world.liveSubscriptions()[0]!.options.relays).toEqual([CHOSEN]);
    expect(world.firstRequests).toEqual([]);
  });

  it('shows what the relays hold, not what the user published elsewhere', async () => {
    world.publishOwn(picturePost(0));
    open(relayFeed());
    await settle();
    world.publishOwn(picturePost(1));
    await settle();
    expect(shown()).toEqual([]);
  });

  it('keeps a snapshot of its own, apart from the same filters on every relay', () => {
    const request = relayFeed();
    expect(feedKey(request)).not.toBe(feedKey({ settings: request.settings }));
    expect(feedKey(request)).not.toBe(feedKey({ ...request, relays: ['wss://other.example'] }));
  });
});
