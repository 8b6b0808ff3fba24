/**
 * The feed's subscription through the relay client, to every relay, for its newest posts
 * and whatever comes later (docs/data-and-requests.md, Relay subscriptions). The feed is
 * ready once every relay has sent what it stores and that is on screen, or once
 * READY_TIMEOUT_MS have passed.
 */
import { FIRST_SCREEN_EVENTS } from '../../core/feed-request';
import type { FeedFilter, NostrEvent } from '../../core/types';
import { feedActions } from '../feed-store';
import type { FeedDependencies } from './feed-dependencies';
import type { FeedSink } from './feed-sink';

/** A relay that never sends EOSE must not leave the feed loading forever. */
export const READY_TIMEOUT_MS = 4000;

export interface LiveSubscription {
  /** Subscribes, the first time only, and never once stopped. */
  start(): void;
  started(): boolean;
  /** Every relay has answered, or the wait for them has ended: older pages follow that, never overlap it. */
  answered(): boolean;
  stop(): void;
}

export interface LiveSubscriptionOptions {
  key: string;
  /** The feed's filter as of now. */
  filter(): FeedFilter;
  sink: FeedSink;
  dependencies: Pick<FeedDependencies, 'subscribe' | 'watchRelayStatus'>;
}

export function createLiveSubscription({ key, filter, sink, dependencies }: LiveSubscriptionOptions): LiveSubscription {
  let stopSubscription: (() => void) | undefined;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let answered = false;
  let stopped = false;

  function ready(): void {
    clearTimeout(readyTimer);
    answered = true;
    feedActions.ready(key);
  }

  return {
    start() {
      if (stopped || stopSubscription) return;
      dependencies.watchRelayStatus();
      readyTimer = setTimeout(ready, READY_TIMEOUT_MS);
      const handlers = {
        onEvents: (events: NostrEvent[]) => sink.fromRelay(events),
        // Busy until what the relays sent before EOSE is on screen, not merely received.
        onEose: () => void sink.settled().then(ready),
      };
      stopSubscription = dependencies.subscribe(filter(), handlers, { firstBatchSize: FIRST_SCREEN_EVENTS });
    },
    started: () => stopSubscription !== undefined,
    answered: () => answered,
    stop() {
      stopped = true;
      clearTimeout(readyTimer);
      stopSubscription?.();
    },
  };
}
