/**
 * main.tsx imports this module first, so its body runs before React and the screens are
 * evaluated, a long task on a first visit: the address's feed starts meanwhile, reading
 * its cached snapshot from IndexedDB, or loading the relay client.
 */
import { openSnapshots } from '../nostr/feed-snapshot';
import { openFeedForAddress } from '../stores/early-feed';
import { startMuteFilter } from '../stores/mute-filter';

openSnapshots();
// Before the feed opens: what this device muted never shows, not even in the first pictures
// (docs/session-and-actions.md, Muting).
startMuteFilter();

/** Resolves once the address's feed has started (at once when the address has none to start). */
export const feedStarted: Promise<void> = openFeedForAddress(window.location.pathname, window.location.search) ?? Promise.resolve();
