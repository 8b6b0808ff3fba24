/**
 * The page's sampled signature checks (docs/data-and-requests.md, Sampled checks): a
 * subscription whose id starts with SAMPLED_SUBSCRIPTION has every event's id checked and
 * the signatures of a sample (core/events/signature-sampling.ts); a relay caught with a bad
 * signature on any subscription is distrusted for the session, and whoever watches is told.
 */
import { createSignatureSampling } from '../core/events';
import type { NostrEvent } from '../core/types';

/** The subscription id NDK is given; the relay sees it with a random suffix (`sampled-x1y2z`). */
export const SAMPLED_SUBSCRIPTION = 'sampled';

const sampling = createSignatureSampling(Math.random);
const watchers = new Set<(relay: string) => void>();

const isSampled = (subscription: string): boolean => subscription.startsWith(`${SAMPLED_SUBSCRIPTION}-`);

/** Whether the relay gate checks this event's signature, or its id alone. */
export function checksSignature(event: NostrEvent, subscription: string, relay: string): boolean {
  return !isSampled(subscription) || sampling.checks(relay, event.kind);
}

/** A relay sent an event that failed its check. */
export function caughtForging(relay: string): void {
  if (!sampling.caught(relay)) return;
  for (const watcher of watchers) watcher(relay);
}

export function isDistrusted(relay: string): boolean {
  return sampling.distrusted(relay);
}

/** Calls back with each relay as it is caught; the function returned stops. */
export function watchDistrustedRelays(onCaught: (relay: string) => void): () => void {
  watchers.add(onCaught);
  return () => void watchers.delete(onCaught);
}
