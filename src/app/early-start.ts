/**
 * What starts before React and the screens are evaluated (app/main.ts): the address's
 * feed opens here, reading its cached snapshot from IndexedDB or claiming the first
 * request the page's first script sent, then the stored session and the trust circle,
 * in the same task, so what the feed admits is set before its first items arrive. A list
 * route's feed opens once its list is read (stores/early-list.ts), after all of them.
 */
import { config } from '../config';
import { listRouteForAddress, type FeedRequest } from '../core/feed-request';
import { openSnapshots } from '../nostr/feed-snapshot';
import { startSignatureChecks } from '../nostr/verify-off-thread';
import { openEarlyFeed, openFeedForAddress } from '../stores/early-feed';
import { earlyList } from '../stores/early-list';
import { startMuteFilter } from '../stores/mute-filter';
import { restoreSession } from '../stores/session-restore';
import { startTrustCircle } from '../stores/trust-filter';

let started: Promise<void> | undefined;
let listFeed: Promise<FeedRequest | undefined> | undefined;

/** Starts the address's feed once; resolves once it has started (at once when the address has none to start). */
export function startAddressFeed(): Promise<void> {
  started ??= start();
  return started;
}

/**
 * A list route's feed, once its list is read and the feed has started; undefined when the
 * list could not be read early (the gallery asks for it then) or the address is no list route.
 */
export function listFeedStarted(): Promise<FeedRequest | undefined> | undefined {
  void startAddressFeed();
  return listFeed;
}

function start(): Promise<void> {
  openSnapshots();
  // What this device muted never shows, not even in the first pictures (docs/session-and-actions.md, Muting).
  startMuteFilter();
  const { pathname, search } = window.location;
  const feedOpened = openFeedForAddress(pathname, search);
  const list = feedOpened ? undefined : listRouteForAddress(pathname, search);
  if (list) listFeed = openListFeed(list);
  // docs/session-and-actions.md, Session restore on load: a stored session comes back on load.
  restoreSession();
  // docs/content-rules.md, Trust circle: what the feeds admit is set before their first items arrive.
  startTrustCircle(config.trustRoot);
  return feedOpened ?? listFeed?.then(() => undefined) ?? Promise.resolve();
}

/** Reads the list, then opens the feed of its people, as the gallery would (features/gallery/use-feed-authors.ts). */
async function openListFeed({ settings, list }: { settings: FeedRequest['settings']; list: string }): Promise<FeedRequest | undefined> {
  // The list's signature, then its posts', are checked before anything is shown (docs/data-and-requests.md, Verified before shown).
  startSignatureChecks();
  const read = await earlyList.read(list);
  if (!read || read.people.length === 0) return undefined;
  const request: FeedRequest = { settings, authors: read.people };
  await openEarlyFeed(request);
  return request;
}
