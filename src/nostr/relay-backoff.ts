/**
 * docs/constants.md, Feeds and requests: a relay that keeps failing is retried at most 3 times,
 * waiting 1 s, then 2 s, then 4 s (doubling from 1 s, capped at 30 s); after that it is
 * left alone until the user's Retry or the browser coming back online (docs/data-and-requests.md, Relays).
 * While a screen in screen mode runs, there is no limit (retryForever).
 *
 * On its own NDK backs off only from connections that fail to open. A relay that accepts
 * the connection and hangs up soon after is dialled again 1 s after every hang-up, and
 * a refused one is dialled forever. This takes over the count: each reconnection NDK
 * schedules is one retry, and a connection that stayed open long enough starts the
 * count again. It wraps private NDK methods by their names (`handleReconnection`,
 * `checkForSystemWideDisconnection`), checked on each NDK upgrade; if NDK renames one,
 * that part is simply not installed.
 */
import type { NDKPool, NDKRelay } from '@nostr-dev-kit/ndk';

export const MAX_RETRIES = 3;
/** A connection open this long was not a failure. */
export const STABLE_CONNECTION_MS = 10_000;
/** NDK's wait for this attempt, 1 s × 2^5, is past its 30 s cap: later ones wait as long. */
export const LAST_GROWING_ATTEMPT = 5;

/**
 * How many screens ask for relays to be retried for as long as they run (screen mode,
 * docs/data-and-requests.md, Screen mode): while any does, the retry limit is lifted and
 * each relay is retried at most every 30 s, forever.
 */
let retryingForever = 0;

/** Lifts the retry limit until the function returned is called. */
export function retryForever(): () => void {
  retryingForever += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    retryingForever -= 1;
  };
}

interface Reconnection {
  handleReconnection?: (attempt?: number) => void;
  reconnectTimeout?: unknown;
}

const retriesByRelay = new WeakMap<NDKRelay, { count: number }>();

/** Installs the retry limit on this relay's connection (once per relay). */
export function limitRetries(relay: NDKRelay): void {
  if (retriesByRelay.has(relay)) return;
  const connectivity = relay.connectivity as unknown as Reconnection;
  const schedule = connectivity.handleReconnection?.bind(connectivity);
  if (typeof schedule !== 'function') return;
  const retries = { count: 0 };
  retriesByRelay.set(relay, retries);
  connectivity.handleReconnection = () => {
    // One is already scheduled: this call adds nothing.
    if (connectivity.reconnectTimeout) return;
    const lastOpenMs = relay.connectionStats.durations.at(-1) ?? 0;
    if (lastOpenMs >= STABLE_CONNECTION_MS) retries.count = 0;
    if (retries.count >= MAX_RETRIES && retryingForever === 0) return;
    // NDK waits 1 s × 2^attempt, at most 30 s.
    schedule(Math.min(retries.count, LAST_GROWING_ATTEMPT));
    retries.count += 1;
  };
}

/** The user asked to try again, or the network came back: the relay gets its retries anew. */
export function forgetFailures(relay: NDKRelay): void {
  const retries = retriesByRelay.get(relay);
  if (retries) retries.count = 0;
}

/**
 * The reconnection policy for one of NDK's pools: every relay in it, now and to come, is
 * retried a limited number of times, and a lost network is redialled only when the
 * browser says it is back.
 */
export function limitReconnections(pool: NDKPool): void {
  for (const relay of pool.relays.values()) limitRetries(relay);
  pool.on('relay:connecting', limitRetries);
  pool.on('relay:connect', limitRetries);
  redialAllOnlyWhenOnline(pool);
}

/** The pool's private heuristic this turns off (see below). */
interface SystemWideReconnection {
  checkForSystemWideDisconnection?: () => void;
  handleSystemWideReconnection?: () => void;
}

/**
 * NDK forgets every relay's backoff and redials them all when more than half of a pool's
 * relays hang up within 5 s, taking it for the machine waking from sleep. Among public
 * relays a few hostile ones hang up together often enough to trip it, and then a relay
 * that keeps failing is dialled again at once instead of backed off. The browser's own
 * sign that the network came back, the online event, redials them instead, each with its
 * retries given back.
 */
function redialAllOnlyWhenOnline(pool: NDKPool): void {
  const internals = pool as unknown as SystemWideReconnection;
  if (typeof internals.checkForSystemWideDisconnection !== 'function') return;
  const redialAll = internals.handleSystemWideReconnection?.bind(pool);
  internals.checkForSystemWideDisconnection = () => undefined;
  if (!redialAll) return;
  window.addEventListener('online', () => {
    for (const relay of pool.relays.values()) forgetFailures(relay);
    redialAll();
  });
}
