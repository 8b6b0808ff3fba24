/**
 * Which posts' counts are asked for, and when (docs/data-and-requests.md, Counts). The
 * views say which posts are on screen or next (`watch`); a short while later, and never
 * before the first screen's pictures are shown, those still wanted are asked for together
 * in one live request, which closes once none of its posts is wanted. What came is kept
 * for the most recent posts, so coming back to one shows its counts at once. Zap receipts
 * count once their author's LNURL server key is known and they check out
 * (core/social/zap-receipt.ts).
 */
import { afterDelay, createBatcher, LRUCache, RELAY_BATCH_DELAY_MS } from '../core/primitives';
import {
  addToTally,
  addZap,
  checkZapReceipt,
  type CountFilter,
  countFilters,
  type CountTally,
  type CountTarget,
  emptyTally,
  MAX_POSTS_PER_REQUEST,
  postsNamed,
  summarize,
} from '../core/social';
import { createSignatureChecker, ZAP_RECEIPT_KIND } from '../core/events';
import type { NostrEvent } from '../core/types';
import type { CountEventHandlers } from '../nostr/post-counts';
import { countsActions, type PostCountsEntry } from './counts-store';
import { whenFirstPicturesShown } from './first-pictures';
import { authorZapServerKey } from './author-zap-server-key';

/** What the loader needs besides the store; the page's are at the end of this file, tests pass fakes. */
export interface CountsDependencies {
  /** Opens a live request; the returned function closes it. */
  watchEvents(filters: readonly CountFilter[], handlers: CountEventHandlers): () => void;
  /** The key that signs the author's zap receipts, or undefined when they take no zaps. */
  zapServerKey(author: string): Promise<string | undefined>;
  /** Checks a zap request's signature. */
  verify(event: NostrEvent): boolean;
  /** Resolves once the first screen's pictures are shown: counts never compete with them. */
  afterFirstScreen(): Promise<void>;
}

export interface CountsLoader {
  /** The post is on screen or next: its counts are wanted until the returned function is called. */
  watch(target: CountTarget): () => void;
  /** Keeps counts for at most `posts` posts, CACHED_POSTS when undefined: screen mode sizes it to its show. */
  keepAtMost(posts?: number): void;
}

/** docs/constants.md, Counts: how long a post must stay wanted before it is asked for, so a fast flick asks nothing. */
export const REQUEST_DELAY_MS = 250;
/** docs/constants.md, Counts: a relay that never sends EOSE holds a zero back no longer than this. */
export const SETTLE_MS = 4_000;
/** docs/constants.md, Counts: posts whose counts are kept in memory. */
export const CACHED_POSTS = 300;
/** docs/constants.md, Counts: authors whose LNURL server key is kept, and for how long. */
const CACHED_SERVER_KEYS = 200;
const SERVER_KEY_LIFETIME_MS = 30 * 60_000;

interface PostState {
  target: CountTarget;
  tally: CountTally;
  /** Zap receipts already checked. */
  receipts: Set<string>;
  settled: boolean;
}

interface OpenRequest {
  targets: Map<string, CountTarget>;
  close(): void;
}

export function createCountsLoader(dependencies: CountsDependencies): CountsLoader {
  const posts = new LRUCache<string, PostState>({ maxSize: CACHED_POSTS, onEvict: (id) => countsActions.dropped(id) });
  const serverKeys = new LRUCache<string, Promise<string | undefined>>({
    maxSize: CACHED_SERVER_KEYS,
    entryExpirationTimeInMS: SERVER_KEY_LIFETIME_MS,
  });
  const watchers = new Map<string, number>();
  const requestOf = new Map<string, OpenRequest>();
  let firstScreen: Promise<void> | undefined;
  const wanted = createBatcher<CountTarget>((targets) => {
    firstScreen ??= dependencies.afterFirstScreen();
    void firstScreen.then(() => ask(targets));
  }, afterDelay(REQUEST_DELAY_MS));

  function stateOf(target: CountTarget): PostState {
    const known = posts.get(target.id);
    if (known) return known;
    const state: PostState = { target, tally: emptyTally(), receipts: new Set(), settled: false };
    posts.set(target.id, state);
    return state;
  }

  function publish(states: Iterable<PostState>): void {
    const entries: Record<string, PostCountsEntry> = {};
    for (const state of states) {
      // One evicted meanwhile is not brought back into the store.
      if (posts.has(state.target.id)) entries[state.target.id] = { counts: summarize(state.tally), settled: state.settled };
    }
    countsActions.counted(entries);
  }

  function serverKeyOf(author: string): Promise<string | undefined> {
    const known = serverKeys.get(author);
    if (known) return known;
    const asked = dependencies.zapServerKey(author).catch(() => undefined);
    serverKeys.set(author, asked);
    return asked;
  }

  async function checkZaps(receipts: readonly { state: PostState; receipt: NostrEvent }[]): Promise<void> {
    const changed = new Set<PostState>();
    for (const { state, receipt } of receipts) {
      const serverKey = await serverKeyOf(state.target.pubkey);
      if (!serverKey) continue;
      const check = checkZapReceipt(receipt, { postId: state.target.id, recipient: state.target.pubkey, serverKey }, dependencies.verify);
      if (check.ok && addZap(state.tally, check.zap)) changed.add(state);
    }
    publish(changed);
  }

  function received(request: OpenRequest, events: readonly NostrEvent[]): void {
    const changed = new Set<PostState>();
    const receipts: { state: PostState; receipt: NostrEvent }[] = [];
    for (const event of events) {
      for (const target of postsNamed(event, request.targets)) {
        const state = stateOf(target);
        if (event.kind !== ZAP_RECEIPT_KIND) {
          if (addToTally(state.tally, event)) changed.add(state);
        } else if (!state.receipts.has(event.id)) {
          state.receipts.add(event.id);
          receipts.push({ state, receipt: event });
        }
      }
    }
    publish(changed);
    if (receipts.length > 0) void checkZaps(receipts);
  }

  function open(targets: CountTarget[]): void {
    const request: OpenRequest = { targets: new Map(targets.map((target) => [target.id, target])), close: () => undefined };
    const events = createBatcher<NostrEvent>((batch) => received(request, batch), afterDelay(RELAY_BATCH_DELAY_MS));
    let settled = false;
    const settle = (): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      events.flush();
      const states = targets.map(stateOf);
      for (const state of states) state.settled = true;
      publish(states);
    };
    const timer = setTimeout(settle, SETTLE_MS);
    for (const target of targets) requestOf.set(target.id, request);
    const stop = dependencies.watchEvents(countFilters(targets), { onEvent: (event) => events.push(event), onStored: settle });
    request.close = () => {
      clearTimeout(timer);
      events.flush();
      stop();
      for (const id of request.targets.keys()) if (requestOf.get(id) === request) requestOf.delete(id);
    };
  }

  function ask(targets: readonly CountTarget[]): void {
    const unique = new Map<string, CountTarget>();
    for (const target of targets) if (watchers.has(target.id) && !requestOf.has(target.id)) unique.set(target.id, target);
    const batch = [...unique.values()];
    for (let start = 0; start < batch.length; start += MAX_POSTS_PER_REQUEST) open(batch.slice(start, start + MAX_POSTS_PER_REQUEST));
  }

  function unwatch(id: string): void {
    const count = (watchers.get(id) ?? 0) - 1;
    if (count > 0) return void watchers.set(id, count);
    watchers.delete(id);
    const request = requestOf.get(id);
    if (request && ![...request.targets.keys()].some((other) => watchers.has(other))) request.close();
  }

  return {
    watch(target) {
      watchers.set(target.id, (watchers.get(target.id) ?? 0) + 1);
      // Kept a little longer: its counts are in the store already, from the last time.
      posts.get(target.id);
      if (!requestOf.has(target.id)) wanted.push(target);
      let watching = true;
      return () => {
        if (!watching) return;
        watching = false;
        unwatch(target.id);
      };
    },
    keepAtMost(kept = CACHED_POSTS) {
      posts.resize(kept);
    },
  };
}

/** A request that starts once the relay client has loaded; closing it before then cancels it. */
function watchWhenLoaded(filters: readonly CountFilter[], handlers: CountEventHandlers): () => void {
  let stop: (() => void) | undefined;
  let closed = false;
  void import('../nostr/post-counts').then(
    ({ watchCountEvents }) => {
      if (!closed) stop = watchCountEvents(filters, handlers);
    },
    (error: unknown) => console.error('Could not load the relay client', error),
  );
  return () => {
    closed = true;
    stop?.();
  };
}

const pageDependencies: CountsDependencies = {
  watchEvents: watchWhenLoaded,
  zapServerKey: authorZapServerKey,
  verify: createSignatureChecker(),
  afterFirstScreen: whenFirstPicturesShown,
};

let page: CountsLoader | undefined;
let keptPosts: number | undefined;

/** The page's loader, made on first use: this module is loaded only when a view shows counts. */
export function watchCounts(target: CountTarget): () => void {
  if (!page) {
    page = createCountsLoader(pageDependencies);
    page.keepAtMost(keptPosts);
  }
  return page.watch(target);
}

/** The page's counts kept for at most `posts` posts, CACHED_POSTS when undefined (docs/views-and-keys.md, Screen mode). */
export function keepCountsFor(posts?: number): void {
  keptPosts = posts;
  page?.keepAtMost(posts);
}
