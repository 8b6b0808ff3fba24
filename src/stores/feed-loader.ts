/**
 * Runs one feed: the warm-start snapshot first, then the live relay subscription, then
 * older pages on demand, all turned into media by the core pipeline and merged into the
 * feed store in batches.
 */
import { feedFilter, feedKey, FIRST_SCREEN_EVENTS, type FeedRequest } from '../core/feed-request';
import { createMediaPipeline } from '../core/pipeline';
import { embeddedEvent } from '../core/repost';
import type { FeedFilter, MediaItem, NostrEvent } from '../core/types';
import { hasSnapshot, readSnapshot, SNAPSHOT_SIZE, writeSnapshot } from '../nostr/feed-snapshot';
import { subscribeFeed, watchInvalidEvents } from '../nostr/client';
import { recordSeenOn } from '../nostr/seen-on';
import { claimEarlyFirstRequest, sendFirstRequest, type FirstRequestHandlers } from '../nostr/first-request';
import { verifyOffThread } from '../nostr/verify-off-thread';
import { feedActions } from './feed-store';
import { whenFirstPicturesShown } from './first-pictures';
import { watchRelayStatus } from './relay-store';
import { whenIdle } from './when-idle';

export interface OpenFeed {
  key: string;
  /**
   * Resolves once the feed is under way: its cached first screen is in the store (a
   * second visit), or its first request is on its way (a first visit).
   */
  started: Promise<void>;
  loadOlder(): void;
  close(): void;
}

/** A relay that never sends EOSE must not leave the feed "loading" forever. */
const READY_TIMEOUT_MS = 4000;
const SNAPSHOT_DELAY_MS = 1500;
/** The rest of the snapshot, and then the relays, wait until the first screen has painted and the page is idle. */
const REST_OF_SNAPSHOT_WAIT_MS = 500;
/** A cache that does not answer (a broken or locked IndexedDB) must not keep a second visit from the relays. */
const SNAPSHOT_READ_TIMEOUT_MS = 1500;
/** The first request's events are checked by then at the latest, idle or not. */
const VERIFY_WITHIN_MS = 1000;

export function openFeed(request: FeedRequest): OpenFeed {
  const { settings, authors } = request;
  const key = feedKey(request);
  // What reposts carry is verified in a worker before the pipeline sees it.
  const verified = new Set<string>();
  const pipeline = createMediaPipeline({
    settings,
    tagView: !authors && settings.tags.length > 0,
    verify: (event) => verified.has(event.id),
    // A relay's answer must match the request, whatever the relay (issue 20).
    filter: feedFilter(request, nowSeconds()),
  });
  let queue: Promise<unknown> = Promise.resolve();
  const shownPosts = new Map<string, NostrEvent>();
  /** Posts whose signature NDK's worker rejected after handing them on. */
  const forged = new Set<string>();
  let oldest = Number.POSITIVE_INFINITY;
  let closed = false;
  /** Older pages follow the relays' first answer (or its time-out), never overlap it. */
  let answered = false;
  let olderSubscription: (() => void) | undefined;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;

  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });

  feedActions.reset(key);

  function process(events: NostrEvent[], fromCache: boolean): MediaItem[] {
    const items = pipeline.process(events).filter((item) => !forged.has(item.post.id));
    for (const item of items) shownPosts.set(item.post.id, item.post);
    feedActions.add(key, items, fromCache);
    return items;
  }

  /**
   * Batches are handled in arrival order. Only reposts wait for the worker to check what
   * they carry; the batch's other posts go on screen at once, so the worker (curve code,
   * loaded on first use) is never fetched ahead of the first pictures.
   */
  function accept(events: NostrEvent[], fromCache: boolean, onItems?: (items: MediaItem[]) => void): void {
    for (const event of events) oldest = Math.min(oldest, event.created_at);
    const plain: NostrEvent[] = [];
    const reposts: NostrEvent[] = [];
    /** What the reposts carry, each parsed once here. */
    const carried: NostrEvent[] = [];
    for (const event of events) {
      const inner = settings.showReposts ? embeddedEvent(event) : undefined;
      if (!inner) plain.push(event);
      else {
        reposts.push(event);
        carried.push(inner);
      }
    }
    const show = (batch: NostrEvent[]): void => {
      if (closed || batch.length === 0) return;
      const items = process(batch, fromCache);
      onItems?.(items);
    };
    enqueue(() => show(plain));
    if (reposts.length === 0) return;
    enqueue(async () => {
      for (const id of await verifyOffThread(carried)) verified.add(id);
      show(reposts);
    });
  }

  /** A step that fails does not stop the ones after it. */
  function enqueue(step: () => void | Promise<void>): void {
    queue = queue.then(step, step);
  }

  function saveSoon(): void {
    saveTimer ??= setTimeout(save, SNAPSHOT_DELAY_MS);
  }

  function save(): void {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    if (shownPosts.size > 0) void writeSnapshot(key, newest([...shownPosts.values()]));
  }

  let stopFirstRequest: (() => void) | undefined;
  let stopLive: (() => void) | undefined;
  let stopInvalid: (() => void) | undefined;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;

  function dropForged(postId: string): void {
    forged.add(postId);
    shownPosts.delete(postId);
    feedActions.removePost(key, postId);
  }

  function fromRelay(events: NostrEvent[]): void {
    feedActions.relayAnswered(key);
    accept(events, false, (items) => {
      if (items.length > 0) saveSoon();
    });
  }

  function liveFilter(): FeedFilter {
    return feedFilter(request, nowSeconds());
  }

  function startLive(): void {
    if (closed || stopLive) return;
    watchRelayStatus();
    stopInvalid = watchInvalidEvents(dropForged);
    const ready = (): void => {
      clearTimeout(readyTimer);
      answered = true;
      feedActions.ready(key);
    };
    readyTimer = setTimeout(ready, READY_TIMEOUT_MS);
    const handlers = {
      onEvents: fromRelay,
      // Busy until what the relays sent before EOSE is on screen, not merely received.
      onEose: () => void queue.then(ready),
    };
    stopLive = subscribeFeed(liveFilter(), handlers, { firstBatchSize: FIRST_SCREEN_EVENTS });
  }

  /**
   * Without a snapshot the first request goes out on a socket of its own at once
   * (nostr/first-request.ts; the page's first script may have sent it already), and NDK
   * starts once that relay has answered and the first screen's pictures have loaded: so
   * the two do not ask the same of the relay, and fetch and check the same events, at the
   * same time, nor while those pictures load.
   */
  function startLiveFirst(): void {
    if (closed || stopFirstRequest || stopLive) return;
    let brought = 0;
    const handlers: FirstRequestHandlers = {
      onEvents: (events, relay) => {
        brought += events.length;
        for (const event of events) recordSeenOn(event.id, relay);
        fromRelay(events);
        // NDK checks the signatures of what it hands on; these come from no NDK. Once the
        // batch is shown and the page idle: the reposts' events it may wait for go to the
        // worker first, and its curve arithmetic (about a second for a relay's 300 events
        // here) does not share the cores with the first screen's pictures.
        void queue
          .then(() => whenIdle(VERIFY_WITHIN_MS))
          .then(() => verifyOffThread(events))
          .then((valid) => {
            for (const event of events) if (!valid.has(event.id)) dropForged(event.id);
          });
      },
      onSent: markStarted,
      onDone: () => {
        void queue.then(() => feedActions.firstAnswerShown(key));
        // NDK (evaluating it, its sockets, and its fetch and checks of the same stored
        // events) would share the two cores with the first screen's pictures: it waits
        // for them, unless this request brought nothing to show.
        void (brought > 0 ? whenFirstPicturesShown() : Promise.resolve()).then(startLive);
      },
    };
    stopFirstRequest = claimEarlyFirstRequest(key, handlers) ?? sendFirstRequest(liveFilter(), handlers, FIRST_SCREEN_EVENTS);
  }

  // A second visit puts the cached feed on screen first; starting the relay client
  // (evaluating NDK and opening sockets) would otherwise hold its pictures back. The
  // snapshot is newest first: its first screen is processed and shown before the rest.
  // A first visit asks the relays at once.
  const secondVisit = hasSnapshot(key);
  if (!secondVisit) startLiveFirst();
  const readTimer = secondVisit ? setTimeout(startLiveFirst, SNAPSHOT_READ_TIMEOUT_MS) : undefined;
  void readSnapshot(key).then((events) => {
    clearTimeout(readTimer);
    if (closed) return;
    if (events.length === 0) return startLiveFirst();
    accept(events.slice(0, FIRST_SCREEN_EVENTS), true);
    void queue
      .then(markStarted)
      .then(() => whenIdle(REST_OF_SNAPSHOT_WAIT_MS))
      .then(() => {
        if (!closed) accept(events.slice(FIRST_SCREEN_EVENTS), true);
        return queue;
      })
      .then(startLive);
  });

  function loadOlder(): void {
    if (closed || olderSubscription || !answered || !Number.isFinite(oldest)) return;
    feedActions.setLoadingOlder(key, true);
    let received = 0;
    const until = oldest;
    olderSubscription = subscribeFeed(
      feedFilter(request, nowSeconds(), until),
      {
        onEvents: (events) => {
          received += events.filter((event) => event.created_at < until).length;
          accept(events, false);
        },
        onEose: () => {
          olderSubscription?.();
          olderSubscription = undefined;
          feedActions.setLoadingOlder(key, false, received === 0);
        },
      },
      { closeOnEose: true },
    );
  }

  return {
    key,
    started,
    loadOlder,
    close() {
      closed = true;
      clearTimeout(readTimer);
      clearTimeout(readyTimer);
      save();
      stopFirstRequest?.();
      stopLive?.();
      stopInvalid?.();
      olderSubscription?.();
    },
  };
}

function newest(events: NostrEvent[]): NostrEvent[] {
  return events.sort((a, b) => b.created_at - a.created_at).slice(0, SNAPSHOT_SIZE);
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
