/**
 * The feed's subscription through the relay client, to every relay, for its newest posts
 * and whatever comes later (docs/data-and-requests.md, Relay subscriptions). The feed is
 * ready once every relay has sent what it stores and that is on screen, or once
 * READY_TIMEOUT_MS have passed.
 */
import { FIRST_SCREEN_EVENTS } from '../../core/feed';
import type { FeedFilter, NostrEvent } from '../../core/types';
import { feedActions } from '../feed-store';
import type { FeedDependencies } from './feed-dependencies';
import type { FeedSink } from './feed-sink';

/** A relay that never sends EOSE must not leave the feed loading forever. */
export const READY_TIMEOUT_MS = 4000;
/**
 * A renewed subscription asks from this long before the newest post it had: a post made
 * on a phone whose clock is a little behind is not left out (docs/data-and-requests.md, Screen mode).
 */
export const RENEW_MARGIN_S = 120;

export interface LiveSubscription {
  /** Subscribes, the first time only, and never once stopped. */
  start(): void;
  started(): boolean;
  /** Every relay has answered, or the wait for them has ended: older pages follow that, never overlap it. */
  answered(): boolean;
  /**
   * Subscribes again, from a little before the newest post it had (`since`): a relay that
   * reconnected has forgotten the subscription, and holds what was posted while it was
   * away (docs/data-and-requests.md, Screen mode). Nothing before the first start or after stop.
   */
  renew(): void;
  stop(): void;
}

export interface LiveSubscriptionOptions {
  key: string;
  /** The feed's filter as of now. */
  filter(): FeedFilter;
  sink: FeedSink;
  dependencies: Pick<FeedDependencies, 'subscribe' | 'watchRelayStatus'>;
  /** Once, when the feed is ready: a set feed whose newest entries brought nothing reads on (set-pages.ts). */
  onAnswered?(): void;
}

export function createLiveSubscription({ key, filter, sink, dependencies, onAnswered }: LiveSubscriptionOptions): LiveSubscription {
  let stopSubscription: (() => void) | undefined;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let answered = false;
  let stopped = false;
  /** The newest creation time it was sent, in seconds, or when it started. */
  let newest = 0;

  function ready(): void {
    clearTimeout(readyTimer);
    answered = true;
    feedActions.ready(key);
    onAnswered?.();
  }

  const handlers = {
    onEvents: (events: NostrEvent[]) => {
      for (const event of events) newest = Math.max(newest, event.created_at);
      sink.fromRelay(events);
    },
    // Busy until what the relays sent before EOSE is on screen, not merely received.
    onEose: () => void sink.settled().then(() => answered || ready()),
  };

  return {
    start() {
      if (stopped || stopSubscription) return;
      dependencies.watchRelayStatus();
      readyTimer = setTimeout(ready, READY_TIMEOUT_MS);
      newest = Math.floor(Date.now() / 1000);
      stopSubscription = dependencies.subscribe(filter(), handlers, { firstBatchSize: FIRST_SCREEN_EVENTS });
    },
    started: () => stopSubscription !== undefined,
    answered: () => answered,
    renew() {
      if (stopped || !stopSubscription) return;
      stopSubscription();
      const base = filter();
      const since = Math.max(base.since ?? 0, newest - RENEW_MARGIN_S);
      stopSubscription = dependencies.subscribe({ ...base, since }, handlers);
    },
    stop() {
      stopped = true;
      clearTimeout(readyTimer);
      stopSubscription?.();
    },
  };
}
