/**
 * The relay client's memories of the events it was sent, sized to screen mode while it runs
 * (docs/views-and-keys.md, Screen mode): the relays that sent each event (NDK's subscription
 * manager), each open subscription's record of the events it has passed on, the page's
 * record of where each post was read (seen-on.ts), and the signatures that passed the relay
 * gate (passed-checks.ts). A screen open all day is sent new events
 * all day; it needs to remember those a relay may still send again, not a day's worth.
 */
import { REMEMBERED_SEEN } from '../core/feed';
import { getNdk } from './ndk';
import { keepPassedChecksFor } from './passed-checks';
import { keepSeenOnFor } from './seen-on';

/** NDK's own size for the relays of each event, read before screen mode first changes it. */
let ndkSize: number | undefined;
/** An NDK subscription remembers every event it passed on, for as long as it is open: a feed's keeps this many. */
let subscriptionLimit = REMEMBERED_SEEN;

/** Remembers at most `count` events in each memory, or as each does by itself when undefined. */
export function keepEventsFor(count: number | undefined): void {
  const { seenEvents } = getNdk().subManager;
  ndkSize ??= seenEvents.maxSize;
  seenEvents.maxSize = count ?? ndkSize;
  keepSeenOnFor(count);
  keepPassedChecksFor(count);
  subscriptionLimit = count ?? REMEMBERED_SEEN;
}

/**
 * Makes room for one more event a subscription passes on, forgetting those it passed on
 * longest ago (a Map keeps insertion order). One sent again is passed on once more, and the feed's own memory of
 * what it has shown drops it.
 */
export function forgetOldestPassedOn(passedOn: Map<string, number>, limit = subscriptionLimit): void {
  for (const id of passedOn.keys()) {
    if (passedOn.size < limit) return;
    passedOn.delete(id);
  }
}
