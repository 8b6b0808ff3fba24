/**
 * What screen mode keeps up while it runs (docs/views-and-keys.md, Screen mode;
 * docs/data-and-requests.md, Screen mode):
 * - new posts enter the feed at once, never waiting behind "N new pictures", so the
 *   slideshow shows them next; the oldest leave once the feed holds SCREEN_MAX_ITEMS;
 * - every relay is retried for as long as the screen runs (nostr/relay-keeper.ts);
 * - when a lost relay is back, or the browser says the network is, the feed's live
 *   subscription is asked again from its newest post (`since`), once for a burst of them;
 * - the stores kept per post or author hold as many as the show has pictures
 *   (SCREEN_PICTURES): counts and reports of its posts, profiles of its authors;
 * - the memories kept per event hold as many as the feed keeps
 *   (SCREEN_REMEMBERED_EVENTS): the events and pictures seen, where each was read, the
 *   signatures that passed, each file's loading state.
 * The world outside comes in `dependencies`, so the tests run it with fakes and fake timers.
 */
import { FEED_LIMIT } from '../core/feed';
import { SCREEN_PICTURES } from '../core/layout';
import { keepRelaysConnected } from '../nostr/client';
import { keepEventsFor } from '../nostr/remembered-events';
import { keepCountsFor } from './counts-loader';
import { rememberEventsFor } from './event-memory';
import { feedActions, useFeedStore } from './feed-store';
import { mediaSources } from './media-sources';
import { keepProfilesFor } from './profile-store';
import { keepReportsFor } from './reports-loader';

/** Relays that come back together (the network returning) are asked again once. */
export const RENEW_DELAY_MS = 1000;
/**
 * The show keeps the feed's newest pictures, as many as its first request asks for: a
 * screen that runs all day holds as much at night as in the morning.
 */
export const SCREEN_MAX_ITEMS = FEED_LIMIT;
/**
 * The events and pictures screen mode remembers having seen: as many as the feed keeps.
 * A relay asked again from the newest post sends again only what the feed still holds,
 * which the feed never adds twice; a slow relay's late copy of a post that has left it is
 * older than every post kept, and leaves again as it comes. So the memories are full from
 * the show's first minutes and stay that size all day.
 */
export const SCREEN_REMEMBERED_EVENTS = SCREEN_MAX_ITEMS;

export interface ScreenKeeperDependencies {
  /** Retries every relay until stopped; `onReconnect` hears of each lost relay that is back. */
  keepRelaysConnected(onReconnect: (url: string) => void): () => void;
  /** Calls back when the browser is online again. */
  watchOnline(onOnline: () => void): () => void;
  /** Sizes the stores kept per post or author: to `kept` of each, or back to their own sizes when undefined. */
  sizeStores(kept: number | undefined): void;
  /** Sizes the memories kept per event, as sizeStores does. */
  sizeEventMemories(kept: number | undefined): void;
}

const pageDependencies: ScreenKeeperDependencies = {
  keepRelaysConnected,
  watchOnline(onOnline) {
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  },
  sizeStores(kept) {
    keepCountsFor(kept);
    keepReportsFor(kept);
    keepProfilesFor(kept);
  },
  sizeEventMemories(kept) {
    rememberEventsFor(kept);
    keepEventsFor(kept);
    mediaSources.keepFilesFor(kept);
  },
};

/** Starts screen mode's upkeep for the feed whose live subscription `renewLive` asks again; the function returned ends it. */
export function keepScreen(renewLive: () => void, dependencies: ScreenKeeperDependencies = pageDependencies): () => void {
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  const renewSoon = (): void => {
    clearTimeout(renewTimer);
    renewTimer = setTimeout(renewLive, RENEW_DELAY_MS);
  };

  const admitPending = (): void => {
    if (useFeedStore.getState().pending.length > 0) feedActions.showPending();
    if (useFeedStore.getState().items.length > SCREEN_MAX_ITEMS) feedActions.keepNewest(SCREEN_MAX_ITEMS);
  };
  admitPending();
  const stopAdmitting = useFeedStore.subscribe((state, previous) => {
    if (state.pending !== previous.pending || state.items !== previous.items) admitPending();
  });
  const stopKeeping = dependencies.keepRelaysConnected(renewSoon);
  const stopWatching = dependencies.watchOnline(renewSoon);
  dependencies.sizeStores(SCREEN_PICTURES);
  dependencies.sizeEventMemories(SCREEN_REMEMBERED_EVENTS);

  return () => {
    dependencies.sizeStores(undefined);
    dependencies.sizeEventMemories(undefined);
    clearTimeout(renewTimer);
    stopAdmitting();
    stopKeeping();
    stopWatching();
  };
}
