/**
 * Fakes of everything a feed depends on (feed-dependencies.ts), for its unit tests. Each
 * records what the feed asked and lets the test answer as the relays, the first request's
 * sockets, the snapshot store, the signature checker and the page would. The signature
 * checker is the real check, so forged events fail it. Its timers are the page's, so
 * tests run them with fake timers.
 */
import type { CheckPlace } from '../../src/core/feed/check-batches';
import { filterList } from '../../src/core/feed/entry-window';
import { finalizeEvent } from 'nostr-tools/pure';
import { verifyEventSignature } from '../../src/core/events/event-signature';
import type { FeedFilter, NostrEvent } from '../../src/core/types';
import { createEarlyFirstRequest, type EarlyFirstRequest } from '../../src/nostr/early-first-request';
import type { FeedHandlers, SubscribeOptions } from '../../src/nostr/feed-subscription';
import type { FirstRequestHandlers } from '../../src/nostr/first-request';
import type { FeedDependencies } from '../../src/stores/feed/feed-dependencies';

/** A relay client subscription the feed made. */
export interface FakeSubscription {
  filter: FeedFilter;
  handlers: FeedHandlers;
  options: SubscribeOptions;
  stops: number;
}

/** A first request the feed (or the page's first script) sent on sockets of its own. */
export interface FakeFirstRequest {
  /** Its first filter. */
  filter: FeedFilter;
  /** Every filter of its REQ. */
  filters: readonly FeedFilter[];
  handlers: FirstRequestHandlers;
  firstBatchSize: number;
  /** The only relays asked, for a feed of chosen relays. */
  relays?: readonly string[];
  stops: number;
}

export interface FakeFeedWorld {
  dependencies: FeedDependencies;
  subscriptions: FakeSubscription[];
  firstRequests: FakeFirstRequest[];
  /** The page's early first request, sent through these fake sockets. */
  early: EarlyFirstRequest;
  /** Saved snapshots by feed key. */
  snapshots: Map<string, NostrEvent[]>;
  /** Feeds whose snapshot read never answers, as with a broken IndexedDB. */
  unansweredReads: Set<string>;
  writes: { key: string; events: readonly NostrEvent[] }[];
  /** Each call to the signature checker, in order. */
  /** Every signature check asked for, and where it was asked to run. */
  checks: { events: NostrEvent[]; place: CheckPlace }[];
  seenOn: Map<string, string>;
  counts: { checkersStarted: number; relayWatches: number };
  /** The relays each watch of the relays' status named: undefined for the relay client's. */
  watchedRelays: (readonly string[] | undefined)[];
  /** Posts the user published on this page. */
  ownPosts: NostrEvent[];
  /** The user publishes a post now. */
  publishOwn(event: NostrEvent): void;
  /** The grid's first screen of pictures has loaded. */
  showFirstPictures(): void;
  /** Subscriptions for the newest posts and what comes later. */
  liveSubscriptions(): FakeSubscription[];
  /** Subscriptions for older pages, closed at the end of stored events. */
  olderSubscriptions(): FakeSubscription[];
  /** Forgets everything, as on a page that has just started. */
  reset(): void;
}

export function createFakeFeedWorld(): FakeFeedWorld {
  const subscriptions: FakeSubscription[] = [];
  const firstRequests: FakeFirstRequest[] = [];
  const snapshots = new Map<string, NostrEvent[]>();
  const unansweredReads = new Set<string>();
  const writes: FakeFeedWorld['writes'] = [];
  const checks: FakeFeedWorld['checks'] = [];
  const seenOn = new Map<string, string>();
  const counts = { checkersStarted: 0, relayWatches: 0 };
  const ownPosts: NostrEvent[] = [];
  const ownPostWatchers = new Set<(event: NostrEvent) => void>();
  let firstPictures = firstPicturesSignal();

  const check = (events: NostrEvent[], place: CheckPlace): Promise<Set<string>> => {
    checks.push({ events, place });
    return Promise.resolve(new Set(events.filter(verifyEventSignature).map((event) => event.id)));
  };
  const watchedRelays: FakeFeedWorld['watchedRelays'] = [];
  const send = (
    filter: FeedFilter | readonly FeedFilter[],
    handlers: FirstRequestHandlers,
    firstBatchSize: number,
    relays?: readonly string[],
  ): (() => void) => {
    const filters = filterList(filter);
    const request: FakeFirstRequest = { filter: filters[0]!, filters, handlers, firstBatchSize, stops: 0, ...(relays && { relays }) };
    firstRequests.push(request);
    return () => void (request.stops += 1);
  };
  const early = createEarlyFirstRequest(send);

  const dependencies: FeedDependencies = {
    snapshots: {
      has: (key) => snapshots.has(key),
      read: (key) =>
        unansweredReads.has(key) ? new Promise<NostrEvent[]>(() => undefined) : Promise.resolve([...(snapshots.get(key) ?? [])]),
      write: (key, events) => {
        writes.push({ key, events });
        return Promise.resolve();
      },
    },
    subscribe(filter, handlers, options = {}) {
      const subscription: FakeSubscription = { filter, handlers, options, stops: 0 };
      subscriptions.push(subscription);
      return () => void (subscription.stops += 1);
    },
    firstRequest: { claimEarly: early.claim, send },
    signatures: {
      start: () => void (counts.checkersStarted += 1),
      checkFirstPosts: (events, { atOnce }) => check(events, atOnce ? 'page-now' : 'page'),
      checkBatch: (events) => check(events, 'worker'),
    },
    recordSeenOn: (eventId, relay) => void seenOn.set(eventId, relay),
    watchRelayStatus(relays) {
      counts.relayWatches += 1;
      watchedRelays.push(relays);
    },
    whenIdle: (timeoutMs) => new Promise((resolve) => setTimeout(resolve, timeoutMs)),
    whenFirstPicturesShown: () => firstPictures.shown,
    ownPosts: {
      current: () => [...ownPosts],
      watch(onPost) {
        ownPostWatchers.add(onPost);
        return () => void ownPostWatchers.delete(onPost);
      },
    },
  };
  return {
    dependencies,
    subscriptions,
    firstRequests,
    early,
    snapshots,
    unansweredReads,
    writes,
    checks,
    seenOn,
    counts,
    watchedRelays,
    ownPosts,
    publishOwn(event) {
      ownPosts.unshift(event);
      for (const watcher of ownPostWatchers) watcher(event);
    },
    showFirstPictures: () => firstPictures.show(),
    liveSubscriptions: () => subscriptions.filter((subscription) => !subscription.options.closeOnEose),
    olderSubscriptions: () => subscriptions.filter((subscription) => subscription.options.closeOnEose),
    reset() {
      for (const list of [subscriptions, firstRequests, writes, checks, ownPosts, watchedRelays]) list.length = 0;
      ownPostWatchers.clear();
      for (const collection of [snapshots, unansweredReads, seenOn]) collection.clear();
      counts.checkersStarted = 0;
      counts.relayWatches = 0;
      firstPictures = firstPicturesSignal();
      early.reset();
    },
  };
}

function firstPicturesSignal(): { shown: Promise<void>; show(): void } {
  let show = (): void => undefined;
  const shown = new Promise<void>((resolve) => (show = resolve));
  return { shown, show };
}

/** A fixed key, so the posts are the same in every run. */
const SECRET = Uint8Array.from({ length: 32 }, (_, index) => index + 1);
/** When the posts were made, in seconds; tests set the clock a little later. */
export const POSTED_AT = 1_700_000_000;

/** Signing is the slow part of a test: each post is signed once. */
const signed = new Map<number, NostrEvent>();

/** A note with one picture, tagged #photography: the `index`-th newest of a feed, a minute apart. */
export function picturePost(index: number): NostrEvent {
  let post = signed.get(index);
  if (!post) {
    const content = `Picture ${index} https://media.example/picture-${index}.jpg`;
    post = finalizeEvent({ kind: 1, created_at: POSTED_AT - index * 60, tags: [['t', 'photography']], content }, SECRET);
    signed.set(index, post);
  }
  return post;
}

/** Picture posts from the `from`-th newest up to, not including, the `to`-th. */
export function picturePosts(from: number, to: number): NostrEvent[] {
  return Array.from({ length: to - from }, (_, offset) => picturePost(from + offset));
}

/** The same post with its content changed after signing: its id and signature no longer match. */
export function forged(event: NostrEvent): NostrEvent {
  return { ...event, content: `${event.content} https://media.example/forged.jpg` };
}

/** A NIP-18 repost (kind 6) carrying `post`. */
export function repostOf(post: NostrEvent): NostrEvent {
  return finalizeEvent(
    {
      kind: 6,
      created_at: post.created_at + 1,
      tags: [
        ['e', post.id],
        ['p', post.pubkey],
        ['t', 'photography'],
      ],
      content: JSON.stringify(post),
    },
    SECRET,
  );
}
