/**
 * main.tsx imports this module first, so its body runs before React and the screens are
 * evaluated (about 100 ms on a first run): the address's feed starts meanwhile, reading
 * its cached snapshot from IndexedDB, or loading the relay client, and the pictures its
 * previous visit showed first are painted where they were.
 */
import { openSnapshots } from '../nostr/feed-snapshot';
import { openFeedForAddress } from '../stores/early-feed';
import { showFirstScreen } from '../stores/first-screen';

openSnapshots();
const addressFeed = openFeedForAddress(window.location.pathname, window.location.search);
// Only where the grid opens at once: never over an adult-content warning.
if (addressFeed) showFirstScreen(window.location.pathname + window.location.search);

/** Resolves once the address's feed has started (at once when the address has none to start). */
export const feedStarted: Promise<void> = addressFeed ?? Promise.resolve();
