/**
 * What a popular order asks of the world outside it (docs/routes-and-filters.md, Popular):
 * the relay client for posts and their counts, the zap checks, the snapshot store, and
 * whose reactions count. Injected, so the runner can be tested with fakes; the page's own
 * are in stores/popular/popular-loader.ts.
 */
import type { CountFilter } from '../../core/social';
import type { NostrEvent } from '../../core/types';
import type { CountEventHandlers } from '../../nostr/post-counts';
import type { FeedDependencies } from '../feed/feed-dependencies';

export interface PopularDependencies {
  /** Posts through the relay client, every event checked on arrival. */
  subscribe: FeedDependencies['subscribe'];
  /**
   * Reactions, reposts and zap receipts of a few posts, until every relay has sent what it
   * stores, from `relays` alone when given; the function returned stops.
   */
  readCountEvents(filters: readonly CountFilter[], handlers: CountEventHandlers, relays?: readonly string[]): () => void;
  /** Whether a relay was caught sending a forged event (docs/data-and-requests.md, Sampled checks). */
  isDistrusted(relay: string): boolean;
  /** Calls back with each relay as it is caught; the function returned stops. */
  watchDistrustedRelays(onCaught: (relay: string) => void): () => void;
  /** The key that signs the author's zap receipts, or undefined when they take no zaps. */
  zapServerKey(author: string): Promise<string | undefined>;
  /** Checks an event's id and signature (a zap request inside its receipt, a post inside a repost). */
  verify(event: NostrEvent): boolean;
  /** Whose reactions, reposts and zaps count now: not the people the viewer muted, nor, in a narrowed feed, strangers. */
  whoCounts(): (pubkey: string) => boolean;
  /** Calls back when that changes (a mute list arrives, the circle grows); the function returned stops. */
  watchWhoCounts(onChange: () => void): () => void;
  /** The ranked feed's snapshot, kept in the ranked order. */
  snapshots: FeedDependencies['snapshots'];
  /** Seconds. */
  now(): number;
}
