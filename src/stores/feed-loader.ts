/**
 * Runs one feed: the warm-start snapshot first, then the live relay subscription, then
 * older pages on demand, all turned into media by the core pipeline and merged into the
 * feed store in batches.
 */
import { checkBatches } from '../core/check-batches';
import { feedFilter, feedKey, FIRST_SCREEN_EVENTS, type FeedRequest } from '../core/feed-request';
import { asksRelaysAtOnce, feedStartPolicy, snapshotWaitMs } from '../core/feed-start-policy';
import { createMediaPipeline } from '../core/pipeline';
import { embeddedEvent } from '../core/repost';
import type { FeedFilter, MediaItem, NostrEvent } from '../core/types';
import { hasSnapshot, readSnapshot, SNAPSHOT_SIZE, writeSnapshot } from '../nostr/feed-snapshot';
import { subscribeFeed } from '../nostr/client';
import { recordSeenOn } from '../nostr/seen-on';
import { earlyFirstRequest } from '../nostr/early-first-request';
import { sendFirstRequest, type FirstRequestHandlers } from '../nostr/first-request';
import { startSignatureChecks, verifyBatchOffThread, verifyFirstPosts } from '../nostr/verify-off-thread';
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
/** Where a batch of events comes from decides what is checked before it is shown. */
type Source =
  /** The feed's snapshot: only posts that passed their checks are ever saved. */
  | 'cache'
  /** NDK: every relay event was checked on arrival (nostr/verified-relay-messages.ts). */
  | 'checked'
  /** The first request's own sockets: nothing checked yet. */
  | 'unchecked'
  /** The first of those, checked on the page at once when its checker is there. */
  | 'unchecked-first';

export function openFeed(request: FeedRequest): OpenFeed {
  const { settings, authors } = request;
  const key = feedKey(request);
  // What reposts carry is verified in a worker before the pipeline sees it.
  const verified = new Set<string>();
  const pipeline = createMediaPipeline({
    settings,
    tagView: !authors && settings.tags.length > 0,
    // docs/data-and-requests.md, Verified before shown: what a repost carries is checked too.
    verify: (event) => verified.has(event.id),
    // A relay's answer must match the request, whatever the relay (docs/content-rules.md, Relay answers are checked).
    filter: feedFilter(request, nowSeconds()),
  });
  let queue: Promise<unknown> = Promise.resolve();
  const shownPosts = new Map<string, NostrEvent>();
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
    const items = pipeline.process(events);
    for (const item of items) shownPosts.set(item.post.id, item.post);
    feedActions.add(key, items, fromCache);
    return items;
  }

  /**
   * Batches are handled in arrival order, and nothing is shown before its checks have
   * passed (docs/data-and-requests.md, Verified before shown). Checks start at once. A
   * batch NDK has checked shows its plain posts without waiting; its reposts wait for
   * what they carry.
   */
  function accept(events: NostrEvent[], source: Source, onItems?: (items: MediaItem[]) => void): void {
    for (const event of events) oldest = Math.min(oldest, event.created_at);
    /** What each repost carries, by the repost's id, parsed once here. */
    const carried = new Map<string, NostrEvent>();
    for (const event of events) {
      const inner = settings.showReposts ? embeddedEvent(event) : undefined;
      if (inner) carried.set(event.id, inner);
    }
    const show = (batch: NostrEvent[]): void => {
      if (closed || batch.length === 0) return;
      const items = process(batch, source === 'cache');
      onItems?.(items);
    };
    /** Shows those of `batch` that passed, once `checking` has answered; the pipeline drops reposts whose post failed. */
    const showChecked = (batch: NostrEvent[], checking: Promise<Set<string>>, ownIdsChecked: boolean): void =>
      enqueue(async () => {
        const valid = await checking;
        for (const inner of carried.values()) if (valid.has(inner.id)) verified.add(inner.id);
        show(ownIdsChecked ? batch.filter((event) => valid.has(event.id)) : batch);
      });
    if (source === 'unchecked' || source === 'unchecked-first') {
      // Only what could show media is worth a check; the rest would be dropped anyway.
      const candidates = events.filter((event) => pipeline.mayShow(event));
      const toCheck = [...candidates, ...candidates.flatMap((event) => carried.get(event.id) ?? [])];
      return showChecked(candidates, verifyFirstPosts(toCheck, { atOnce: source === 'unchecked-first' }), true);
    }
    enqueue(() => show(events.filter((event) => !carried.has(event.id))));
    if (carried.size > 0) showChecked(events.filter((event) => carried.has(event.id)), verifyBatchOffThread([...carried.values()]), false);
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
  let readyTimer: ReturnType<typeof setTimeout> | undefined;

  function fromRelay(events: NostrEvent[], source: Source = 'checked'): void {
    feedActions.relayAnswered(key);
    accept(events, source, (items) => {
      if (items.length > 0) saveSoon();
    });
  }

  function liveFilter(): FeedFilter {
    return feedFilter(request, nowSeconds());
  }

  function startLive(): void {
    if (closed || stopLive) return;
    watchRelayStatus();
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
    startSignatureChecks();
    let brought = 0;
    const handlers: FirstRequestHandlers = {
      onEvents: (events, relay) => {
        const before = brought;
        brought += events.length;
        for (const event of events) recordSeenOn(event.id, relay);
        for (const [start, end] of checkBatches(before, events.length)) {
          fromRelay(events.slice(start, end), start === 0 ? 'unchecked-first' : 'unchecked');
        }
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
    stopFirstRequest = earlyFirstRequest.claim(key, handlers) ?? sendFirstRequest(liveFilter(), handlers, FIRST_SCREEN_EVENTS);
  }

  // A second visit puts the cached feed on screen first; starting the relay client
  // (evaluating NDK and opening sockets) would otherwise hold its pictures back. The
  // snapshot is newest first: its first screen is processed and shown before the rest.
  // A first visit asks the relays at once.
  const policy = feedStartPolicy({ hasSnapshot: hasSnapshot(key) });
  if (asksRelaysAtOnce(policy)) startLiveFirst();
  const waitMs = snapshotWaitMs(policy);
  const readTimer = waitMs === undefined ? undefined : setTimeout(startLiveFirst, waitMs);
  void readSnapshot(key).then((events) => {
    clearTimeout(readTimer);
    if (closed) return;
    if (events.length === 0) return startLiveFirst();
    accept(events.slice(0, FIRST_SCREEN_EVENTS), 'cache');
    void queue
      .then(markStarted)
      .then(() => whenIdle(REST_OF_SNAPSHOT_WAIT_MS))
      .then(() => {
        if (!closed) accept(events.slice(FIRST_SCREEN_EVENTS), 'cache');
        return queue;
      })
      .then(startLive);
  });

  function loadOlder(): void {
    if (closed || olderSubscription || !answered || !Number.isFinite(oldest)) return;
    feedActions.olderPagesAsked(key);
    let received = 0;
    const until = oldest;
    olderSubscription = subscribeFeed(
      feedFilter(request, nowSeconds(), until),
      {
        onEvents: (events) => {
          received += events.filter((event) => event.created_at < until).length;
          accept(events, 'checked');
        },
        onEose: () => {
          olderSubscription?.();
          olderSubscription = undefined;
          feedActions.olderPagesAnswered(key, received === 0);
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
