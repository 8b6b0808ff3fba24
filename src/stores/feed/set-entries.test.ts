import { describe, expect, it } from 'vitest';
import { feedRequestForAddress, type FeedRequest } from '../../core/feed';
import { EMPTY_UNION, unionOf, type SetUnion } from '../../core/sets';
import type { NostrEvent } from '../../core/types';
import { picturePost, picturePosts } from '../../../tests/app-support/fake-feed-dependencies';
import { ids, settle, setUpFeedTests, shown, wait } from '../../../tests/app-support/run-feed-harness';
import { rememberEventsFor } from '../event-memory';
import { feedActions, useFeedStore } from '../feed-store';
import {
  ENTRY_ATTEMPTS,
  ENTRY_BATCH_DELAY_MS,
  ENTRY_BATCH_SIZE,
  ENTRY_REQUESTS_AT_ONCE,
  ENTRY_RETRY_MAX_MS,
  ENTRY_RETRY_MS,
  ENTRY_WAIT_MS,
} from './set-entries';

const { world, open } = setUpFeedTests();

/** The feed of a set naming `posts`, with replies shown as a set's are. */
function setFeed(posts: NostrEvent[]): FeedRequest {
  const { settings } = feedRequestForAddress('/tags/photography', '')!;
  return { settings, ids: ids(posts) };
}

/** A set feed on screen: its first request answered with `posts`, its entries told. */
async function openSet(posts: NostrEvent[]): Promise<{ feed: ReturnType<typeof open>; union: SetUnion }> {
  const feed = open(setFeed(posts));
  const union = unionOf(EMPTY_UNION, [ids(posts)]);
  feed.setEntries?.(union);
  const [first] = world.firstRequests;
  first!.handlers.onSent();
  first!.handlers.onEvents(posts, 'wss://relay.example');
  first!.handlers.onDone();
  world.showFirstPictures();
  await settle();
  return { feed, union };
}

/** Requests for entries added since the feed opened. */
const entryRequests = () => world.subscriptions.filter((subscription) => subscription.options.closeOnEose && !subscription.filter.until);

describe('a set feed whose set changes', () => {
  it('asks for an added entry by id, once the batch delay has passed, and shows it without starting over', async () => {
    const posts = picturePosts(0, 3);
    const { feed, union } = await openSet(posts);
    const subscriptionsBefore = world.subscriptions.length;
    feed.setEntries?.(unionOf(union, [[...ids(posts), picturePost(10).id]]));
    await wait(ENTRY_BATCH_DELAY_MS - 1);
    expect(entryRequests()).toEqual([]);
    await wait(1);
    const [request] = entryRequests();
    expect(request!.filter.ids).toEqual([picturePost(10).id]);
    expect(world.subscriptions).toHaveLength(subscriptionsBefore + 1);
    expect(world.firstRequests).toHaveLength(1);

    request!.handlers.onEvents([picturePost(10)]);
    await settle();
    expect(shown()).toEqual([...ids(posts), picturePost(10).id]);
    request!.handlers.onEose?.();
    expect(request!.stops).toBe(1);
  });

  it('drops a relay’s answer that is not an entry, and one of an entry removed meanwhile', async () => {
    const posts = picturePosts(0, 2);
    const { feed, union } = await openSet(posts);
    const added = unionOf(union, [[...ids(posts), picturePost(10).id, picturePost(11).id]]);
    feed.setEntries?.(added);
    await wait(ENTRY_BATCH_DELAY_MS);
    const [request] = entryRequests();
    feed.setEntries?.(unionOf(added, [[...ids(posts), picturePost(10).id]]));
    request!.handlers.onEvents([picturePost(10), picturePost(11), picturePost(12)]);
    await settle();
    expect(shown()).toEqual([...ids(posts), picturePost(10).id]);
  });

  it('asks in batches, the newest first, a bounded number at once, each given up after a while', async () => {
    const { feed, union } = await openSet(picturePosts(0, 2));
    const many = picturePosts(20, 20 + ENTRY_BATCH_SIZE * (ENTRY_REQUESTS_AT_ONCE + 1));
    feed.setEntries?.(unionOf(union, [[...union.entries, ...ids(many)]]));
    await wait(ENTRY_BATCH_DELAY_MS);
    expect(entryRequests()).toHaveLength(ENTRY_REQUESTS_AT_ONCE);
    const newestFirst = ids(many).reverse();
    expect(entryRequests()[0]!.filter.ids).toEqual(newestFirst.slice(0, ENTRY_BATCH_SIZE));
    await wait(ENTRY_WAIT_MS);
    expect(entryRequests()).toHaveLength(ENTRY_REQUESTS_AT_ONCE + 1);
    expect(entryRequests()[0]!.stops).toBe(1);
    expect(entryRequests().at(-1)!.filter.ids).toEqual(newestFirst.slice(ENTRY_BATCH_SIZE * ENTRY_REQUESTS_AT_ONCE));
  });

  it('asks again, later each time, for an entry whose post no relay sent, and at once when a relay is back', async () => {
    const { feed, union } = await openSet(picturePosts(0, 2));
    const [late] = picturePosts(30, 31);
    feed.setEntries?.(unionOf(union, [[...union.entries, late!.id]]));
    await wait(ENTRY_BATCH_DELAY_MS);
    expect(entryRequests()).toHaveLength(1);
    // The relay is away: the request is given up, and asked again after the first wait.
    await wait(ENTRY_WAIT_MS);
    await settle();
    await wait(ENTRY_RETRY_MS + ENTRY_BATCH_DELAY_MS - 1);
    expect(entryRequests()).toHaveLength(1);
    await wait(1);
    expect(entryRequests()).toHaveLength(2);
    // Back: the entry is asked at once, and once its post has come, never again.
    feed.renewLive();
    await wait(ENTRY_BATCH_DELAY_MS);
    expect(entryRequests()).toHaveLength(3);
    entryRequests().at(-1)!.handlers.onEvents([late!]);
    entryRequests().at(-1)!.handlers.onEose?.();
    await settle();
    expect(shown()).toContain(late!.id);
    await wait(ENTRY_WAIT_MS + ENTRY_RETRY_MAX_MS * ENTRY_ATTEMPTS);
    expect(entryRequests().filter((request) => request.filter.ids?.includes(late!.id)).length).toBeLessThanOrEqual(3);
  });

  it('stops asking for an entry after a bounded number of tries', async () => {
    const { feed, union } = await openSet(picturePosts(0, 2));
    const [never] = picturePosts(40, 41);
    feed.setEntries?.(unionOf(union, [[...union.entries, never!.id]]));
    for (let round = 0; round < ENTRY_ATTEMPTS + 2; round++) {
      await wait(ENTRY_BATCH_DELAY_MS + ENTRY_WAIT_MS);
      await settle();
      await wait(ENTRY_RETRY_MAX_MS);
    }
    expect(entryRequests().filter((request) => request.filter.ids?.includes(never!.id))).toHaveLength(ENTRY_ATTEMPTS);
  });

  it('takes a removed entry out at once below what the visitor sees, and keeps a seen one in place, withdrawn', async () => {
    const posts = picturePosts(0, 4);
    const { feed, union } = await openSet(posts);
    feedActions.setFrozen(2);
    feed.setEntries?.(unionOf(union, [[posts[0]!.id, posts[2]!.id]]));
    expect(shown()).toEqual([posts[0]!.id, posts[1]!.id, posts[2]!.id]);
    expect(useFeedStore.getState().withdrawn.size).toBe(1);
    // The visitor scrolls back up: the withdrawn one is no longer seen, and goes.
    feedActions.setFrozen(1);
    expect(shown()).toEqual([posts[0]!.id, posts[2]!.id]);
  });

  it('shows an entry named again at once, without asking the relays', async () => {
    const posts = picturePosts(0, 3);
    const { feed, union } = await openSet(posts);
    const without = unionOf(union, [[posts[0]!.id, posts[1]!.id]]);
    feed.setEntries?.(without);
    expect(shown()).toEqual(ids(posts.slice(0, 2)));
    feed.setEntries?.(unionOf(without, [ids(posts)]));
    await wait(ENTRY_BATCH_DELAY_MS);
    expect(shown()).toEqual(ids(posts));
    expect(entryRequests()).toEqual([]);
  });

  it('in screen mode keeps the items of no more entries than it remembers events: one beyond is asked again', async () => {
    const posts = picturePosts(0, 3);
    const { feed, union } = await openSet(posts);
    rememberEventsFor(1);
    try {
      const without = unionOf(union, [[posts[1]!.id, posts[2]!.id]]);
      feed.setEntries?.(without);
      feed.setEntries?.(unionOf(without, [ids(posts)]));
      await wait(ENTRY_BATCH_DELAY_MS);
      expect(entryRequests().flatMap((request) => request.filter.ids ?? [])).toEqual([posts[0]!.id]);
    } finally {
      rememberEventsFor(undefined);
    }
  });

  it('asks nothing more once closed', async () => {
    const { feed, union } = await openSet(picturePosts(0, 2));
    feed.setEntries?.(unionOf(union, [[...union.entries, picturePost(10).id]]));
    feed.close();
    await wait(ENTRY_BATCH_DELAY_MS);
    expect(entryRequests()).toEqual([]);
  });
});
