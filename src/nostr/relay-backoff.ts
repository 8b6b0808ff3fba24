/**
 * docs/constants.md, retries: a relay that keeps failing is retried at most 3 times,
 * waiting 1 s, then 2 s, then 4 s (doubling from 1 s, capped at 30 s); after that it is
 * left alone until the user's Retry or the browser coming back online (issue 20).
 *
 * On its own NDK backs off only from connections that fail to open. A relay that accepts
 * the connection and hangs up soon after is dialled again 1 s after every hang-up, and
 * a refused one is dialled forever. This takes over the count: each reconnection NDK
 * schedules is one retry, and a connection that stayed open long enough starts the
 * count again. It wraps a private NDK method by its name (`handleReconnection`), checked
 * on each NDK upgrade; if NDK renames it, the wrapper is simply not installed.
 */
import type { NDKRelay } from '@nostr-dev-kit/ndk';

export const MAX_RETRIES = 3;
/** A connection open this long was not a failure. */
export const STABLE_CONNECTION_MS = 10_000;

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
    if (retries.count >= MAX_RETRIES) return;
    // NDK waits 1 s × 2^attempt, at most 30 s.
    schedule(retries.count);
    retries.count += 1;
  };
}

/** The user asked to try again, or the network came back: the relay gets its retries anew. */
export function forgetFailures(relay: NDKRelay): void {
  const retries = retriesByRelay.get(relay);
  if (retries) retries.count = 0;
}
