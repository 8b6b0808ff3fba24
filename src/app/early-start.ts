/**
 * What starts before React and the screens are evaluated (app/main.ts): the address's
 * feed opens here, reading its cached snapshot from IndexedDB or claiming the first
 * request the page's first script sent, then the stored session and the trust circle,
 * in the same task, so what the feed admits is set before its first items arrive.
 */
import { config } from '../config';
import { openSnapshots } from '../nostr/feed-snapshot';
import { openFeedForAddress } from '../stores/early-feed';
import { startMuteFilter } from '../stores/mute-filter';
import { restoreSession } from '../stores/session-restore';
import { startTrustCircle } from '../stores/trust-filter';

let started: Promise<void> | undefined;

/** Starts the address's feed once; resolves once it has started (at once when the address has none to start). */
export function startAddressFeed(): Promise<void> {
  started ??= start();
  return started;
}

function start(): Promise<void> {
  openSnapshots();
  // What this device muted never shows, not even in the first pictures (docs/session-and-actions.md, Muting).
  startMuteFilter();
  const feedOpened = openFeedForAddress(window.location.pathname, window.location.search) ?? Promise.resolve();
  // docs/session-and-actions.md, Session restore on load: a stored session comes back on load.
  restoreSession();
  // docs/content-rules.md, Trust circle: what the feeds admit is set before their first items arrive.
  startTrustCircle(config.trustRoot);
  return feedOpened;
}
