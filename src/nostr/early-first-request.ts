/**
 * A first visit's first request, sent by the page's first script before the feed exists
 * (stores/early-request.ts), and held with what it receives until that feed claims it
 * (docs/architecture.md, A feed's start). One per page, handed out once.
 */
import { createClaimable } from '../core/primitives';
import type { FeedFilter, NostrEvent } from '../core/types';
import { sendFirstRequest, type FirstRequestHandlers, type SendFirstRequest } from './first-request';

export interface EarlyFirstRequest {
  /** Sends the first request of the feed named by `key`; one sent before is stopped. */
  send(key: string, filter: FeedFilter, firstBatchSize: number): void;
  /**
   * The early request, when it is the one this feed would send: its handlers get what has
   * come so far at once, then the rest as it comes; the function returned stops it.
   * Undefined otherwise (it is handed out once; one for another feed is stopped).
   */
  claim(key: string, handlers: FirstRequestHandlers): (() => void) | undefined;
  /**
   * Hands `listener` every batch the request has received, at once, then each as it comes,
   * unchecked, claimed or not: for work that may start before the checks, never for
   * anything shown. The page's entry script may be evaluated after the relay has answered,
   * and what came before it is what the first screen shows (docs/architecture.md, A feed's
   * start). The function returned stops.
   */
  watch(listener: (events: readonly NostrEvent[]) => void): () => void;
  /** Stops and forgets the held request: the state of a page that has just started. */
  reset(): void;
}

interface HeldRequest {
  stop(): void;
  attach(handlers: FirstRequestHandlers): void;
}

export function createEarlyFirstRequest(send: SendFirstRequest = sendFirstRequest): EarlyFirstRequest {
  const held = createClaimable<HeldRequest>((request) => request.stop());
  const watchers = new Set<(events: readonly NostrEvent[]) => void>();
  /** The current request's batches, for a watcher that comes after them. */
  let received: NostrEvent[][] = [];
  return {
    send(key, filter, firstBatchSize) {
      held.clear();
      const batches: NostrEvent[][] = [];
      received = batches;
      const kept = keptUntilClaimed();
      const handlers: FirstRequestHandlers = {
        ...kept.handlers,
        onEvents(events, relay) {
          batches.push(events);
          for (const watcher of watchers) watcher(events);
          kept.handlers.onEvents(events, relay);
        },
      };
      held.hold(key, { stop: send(filter, handlers, firstBatchSize), attach: kept.attach });
    },
    watch(listener) {
      for (const events of received) listener(events);
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    claim(key, handlers) {
      const found = held.claim(key);
      found?.attach(handlers);
      return found?.stop;
    },
    reset() {
      held.clear();
      watchers.clear();
      received = [];
    },
  };
}

/** The page's early request. */
export const earlyFirstRequest: EarlyFirstRequest = createEarlyFirstRequest();

function keptUntilClaimed(): { handlers: FirstRequestHandlers; attach(target: FirstRequestHandlers): void } {
  let target: FirstRequestHandlers | undefined;
  const batches: { events: NostrEvent[]; relay: string }[] = [];
  let sent = false;
  let done = false;
  return {
    handlers: {
      onEvents: (events, relay) => (target ? target.onEvents(events, relay) : void batches.push({ events, relay })),
      onSent: () => (target ? target.onSent() : void (sent = true)),
      onDone: () => (target ? target.onDone() : void (done = true)),
    },
    attach(handlers) {
      target = handlers;
      for (const { events, relay } of batches.splice(0)) handlers.onEvents(events, relay);
      if (sent) handlers.onSent();
      if (done) handlers.onDone();
    },
  };
}
