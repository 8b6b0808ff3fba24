/**
 * The signed-in user's replaceable lists (docs/session-and-actions.md, Own lists): follow
 * list (3), relay list (10002), bookmarks (10003), and after the main relays have
 * connected the mute list (10000) and blocked relays (10006). The subscription stays
 * open, so a newer list a relay shows later still arrives; the store keeps the newest.
 *
 * They are asked of the configured and outbox relays only, not through the outbox model:
 * that would dial the user's own relays before their blocked-relay list is known, and a
 * blocked relay must never be connected to (docs/data-and-requests.md, Relays).
 */
import { NDKRelaySet, NDKSubscriptionCacheUsage, type NDKFilter } from '@nostr-dev-kit/ndk';
import { config } from '../config';
import {
  BLOCKED_RELAYS_KIND,
  BOOKMARKS_KIND,
  FOLLOW_LIST_KIND,
  MUTE_LIST_KIND,
  REACTION_KIND,
  RELAY_LIST_KIND,
  REPOST_KINDS,
} from '../core/events';
import type { NostrEvent } from '../core/types';
import { collectEvents } from './collect-events';
import { getNdk, relaysConnected } from './ndk';
import { toPlainEvent } from './to-plain-event';

/**
 * A list counts as settled once every relay has sent EOSE or this long has passed: a
 * relay that never answers must not keep the follow button disabled for ever.
 */
const SETTLE_MS = 5000;
const REACTIONS_TIMEOUT_MS = 4000;

export interface OwnListHandlers {
  onEvent(event: NostrEvent): void;
  /** Every relay has answered or timed out for these kinds. */
  onSettled(kinds: readonly number[]): void;
}

function knownRelays(): NDKRelaySet {
  return NDKRelaySet.fromRelayUrls([...new Set([...config.relays, ...config.outboxRelays])], getNdk());
}

/** The user's own events of these kinds, kept open; settled once every relay has answered or SETTLE_MS have passed. */
export function watchOwnKinds(pubkey: string, kinds: number[], handlers: OwnListHandlers): () => void {
  let settled = false;
  const settle = (): void => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    handlers.onSettled(kinds);
  };
  const timer = setTimeout(settle, SETTLE_MS);
  const subscription = getNdk().subscribe({ kinds, authors: [pubkey] } as NDKFilter, {
    closeOnEose: false,
    groupable: false,
    cacheUsage: NDKSubscriptionCacheUsage.PARALLEL,
    relaySet: knownRelays(),
    onEvent: (event) => {
      if (event.pubkey === pubkey) handlers.onEvent(toPlainEvent(event));
    },
    onEose: settle,
  });
  return () => {
    clearTimeout(timer);
    subscription.stop();
  };
}

export function watchOwnLists(pubkey: string, handlers: OwnListHandlers): () => void {
  const stops = [watchOwnKinds(pubkey, [FOLLOW_LIST_KIND, RELAY_LIST_KIND, BOOKMARKS_KIND], handlers)];
  let stopped = false;
  void relaysConnected().then(() => {
    if (!stopped) stops.push(watchOwnKinds(pubkey, [MUTE_LIST_KIND, BLOCKED_RELAYS_KIND], handlers));
  });
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}

/** docs/data-and-requests.md, Relay subscriptions: the user's reposts (kind 6, limit 100), as the reposted post ids. */
export function watchOwnReposts(pubkey: string, onEvent: (event: NostrEvent) => void): () => void {
  const subscription = getNdk().subscribe({ kinds: [...REPOST_KINDS], authors: [pubkey], limit: 100 } as NDKFilter, {
    closeOnEose: false,
    groupable: false,
    cacheUsage: NDKSubscriptionCacheUsage.PARALLEL,
    relaySet: knownRelays(),
    onEvent: (event) => onEvent(toPlainEvent(event)),
  });
  return () => subscription.stop();
}

/** docs/data-and-requests.md, Relay subscriptions: kind 7 by the user on #e. */
export function fetchOwnReactions(pubkey: string, postId: string): Promise<NostrEvent[]> {
  return collectEvents({ kinds: [REACTION_KIND], authors: [pubkey], '#e': [postId] }, REACTIONS_TIMEOUT_MS, knownRelays());
}
