/**
 * What starts before React and the screens are evaluated (app/main.ts): the address's
 * feed opens here, reading its cached snapshot from IndexedDB or claiming the first
 * request the page's first script sent, then the stored session and the trust circle,
 * in the same task, so what the feed admits is set before its first items arrive. A list's
 * or a set's feed opens once its list or set is read (stores/early-list.ts), after all of them.
 */
import { config } from '../config';
import { type FeedRequest, namedFeedForAddress, newestEntries, SET_PAGE_ENTRIES } from '../core/feed';
import { EMPTY_UNION, unionOf } from '../core/sets';
import type { Settings } from '../core/types';
import { openSnapshots } from '../nostr/feed-snapshot';
import { startSignatureChecks } from '../nostr/verify-off-thread';
import { openEarlyFeed, openFeedForAddress } from '../stores/early-feed';
import { earlyList, earlySet } from '../stores/early-list';
import { startMuteFilter } from '../stores/mute-filter';
import { restoreSession } from '../stores/session-restore';
import { startTrustCircle } from '../stores/trust-filter';

let started: Promise<void> | undefined;
let appComing = false;
let namedFeed: Promise<FeedRequest | undefined> | undefined;

/** Starts the address's feed once; resolves once it has started (at once when the address has none to start). */
export function startAddressFeed(): Promise<void> {
  started ??= start();
  return started;
}

/**
 * A list or set route's feed, once its list or set is read and the feed has started;
 * undefined when it could not be read early (the gallery asks for it then). Undefined for
 * an address of neither.
 */
export function namedFeedStarted(): Promise<FeedRequest | undefined> | undefined {
  void startAddressFeed();
  return namedFeed;
}

/**
 * React and the screens are on their way (app/main.ts): a list or set read from now on
 * opens no feed here, as the gallery may have opened its own by then.
 */
export function appComes(): void {
  appComing = true;
}

function start(): Promise<void> {
  openSnapshots();
  // What this device muted never shows, not even in the first pictures (docs/session-and-actions.md, Muting).
  startMuteFilter();
  const { pathname, search } = window.location;
  const feedOpened = openFeedForAddress(pathname, search);
  const named = feedOpened ? undefined : namedFeedForAddress(pathname, search);
  if (named) {
    // Their signatures, then their posts', are checked before anything is shown (docs/data-and-requests.md, Verified before shown).
    startSignatureChecks();
    namedFeed = 'list' in named ? openListFeed(named.settings, named.list) : openSetFeed(named.settings, named.set);
  }
  // docs/session-and-actions.md, Session restore on load: a stored session comes back on load.
  restoreSession();
  // docs/content-rules.md, Trust circle: what the feeds admit is set before their first items arrive.
  startTrustCircle(config.trustRoot);
  return feedOpened ?? namedFeed?.then(() => undefined) ?? Promise.resolve();
}

/** Reads the list, then opens the feed of its people, as the gallery would (features/gallery/use-feed-authors.ts). */
async function openListFeed(settings: Settings, ref: string): Promise<FeedRequest | undefined> {
  const list = await earlyList.read(ref);
  if (!list || list.people.length === 0 || appComing) return undefined;
  const request: FeedRequest = { settings, authors: list.people };
  await openEarlyFeed(request);
  return request;
}

/** Reads the set, then opens the feed of its entries, as the gallery would (hooks/use-feed.ts, hooks/use-set-feed.ts). */
async function openSetFeed(settings: Settings, ref: string): Promise<FeedRequest | undefined> {
  const set = await earlySet.read(ref);
  if (!set || set.entries.length === 0 || appComing) return undefined;
  const entries = unionOf(EMPTY_UNION, [set.entries], [true]);
  const request: FeedRequest = { settings, ids: newestEntries(entries.entries, SET_PAGE_ENTRIES) };
  await openEarlyFeed(request, entries);
  return request;
}
