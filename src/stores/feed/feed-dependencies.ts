/**
 * What a feed asks of the world outside it: the snapshot store, the relay client, the first
 * request's own sockets, the signature checker and the page. Injected, so the feed's phases
 * can be tested with fakes (tests/app-support/fake-feed-dependencies.ts); the page's own are wired in
 * stores/feed-loader.ts.
 */
import type { FeedFilter, NostrEvent } from '../../core/types';
import type { FeedHandlers, SubscribeOptions } from '../../nostr/feed-subscription';
import type { FirstRequestHandlers } from '../../nostr/first-request';

export interface FeedDependencies {
  /** The feed's warm-start snapshot (nostr/feed-snapshot.ts). */
  snapshots: {
    /** Whether the feed was saved before: a hint read at once; the snapshot itself may since be gone. */
    has(key: string): boolean;
    read(key: string): Promise<NostrEvent[]>;
    write(key: string, events: readonly NostrEvent[]): Promise<void>;
  };
  /** A subscription through the relay client, to every relay (nostr/client.ts); the function returned stops it. */
  subscribe(filter: FeedFilter, handlers: FeedHandlers, options?: SubscribeOptions): () => void;
  /** The first request, on sockets of its own (nostr/first-request.ts, nostr/early-first-request.ts). */
  firstRequest: {
    /** The request the page's first script sent for this feed, if it did. */
    claimEarly(key: string, handlers: FirstRequestHandlers): (() => void) | undefined;
    /**
     * `filter`: one, or several in one REQ (split-ids.ts). `relays`: the only relays to ask
     * (core/feed/feed-request.ts, FeedRequest); absent, the configured ones.
     */
    send(
      filter: FeedFilter | readonly FeedFilter[],
      handlers: FirstRequestHandlers,
      firstBatchSize: number,
      relays?: readonly string[],
    ): () => void;
  };
  /** Id and signature checks; each resolves to the ids that passed (nostr/verify-off-thread.ts). */
  signatures: {
    /** Loads the checkers ahead of the first check. */
    start(): void;
    /** A first request's posts, checked on the page. */
    checkFirstPosts(events: NostrEvent[], options: { atOnce: boolean }): Promise<Set<string>>;
    checkBatch(events: NostrEvent[]): Promise<Set<string>>;
  };
  /** Remembers which relay sent an event (nostr/seen-on.ts). */
  recordSeenOn(eventId: string, relay: string): void;
  /**
   * Starts following the relays' connections for the feed's messages (stores/relay-store.ts):
   * the relay client's, or those of `relays` when the feed asks those alone.
   */
  watchRelayStatus(relays?: readonly string[]): void;
  /** Resolves once the page is idle, or after `timeoutMs` at the latest (stores/when-idle.ts). */
  whenIdle(timeoutMs: number): Promise<void>;
  /** Resolves once the first screen's pictures have loaded (stores/first-pictures.ts). */
  whenFirstPicturesShown(): Promise<void>;
  /** What the user published on this page, shown before the relays send it back (stores/own-posts-store.ts). */
  ownPosts: {
    current(): readonly NostrEvent[];
    /** Calls back with each post published from now on; the function returned stops it. */
    watch(onPost: (event: NostrEvent) => void): () => void;
  };
}
