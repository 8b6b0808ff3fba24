/**
 * A feed's first request, on a socket of its own (issue 4: cold first picture). NDK is a
 * third of the app's script and opens its sockets only once it has been fetched and run;
 * this request needs none of it. On a first visit the page's first script sends it
 * (sendEarlyFirstRequest) and the feed, once open, claims it with what it has received;
 * a feed opened later sends its own (sendFirstRequest).
 * It asks the first configured relay for what it stores (NIP-01 REQ, then CLOSE at EOSE)
 * and hands the events on in batches, unverified, as NDK does: the caller has their
 * signatures checked. The feed then subscribes through NDK as always, for every relay and
 * what comes later; what comes twice is merged away.
 */
import { config } from '../config';
import { afterDelay, createBatcher, RELAY_BATCH_DELAY_MS } from '../core/batcher';
import { parseRelayMessage } from '../core/relay-message';
import type { FeedFilter, NostrEvent } from '../core/types';

export interface FirstRequestHandlers {
  onEvents(events: NostrEvent[]): void;
  /** The request is on its way, or could not be sent. */
  onSent(): void;
  /** The relay has sent what it stores, refused, could not be reached, or took too long. */
  onDone(): void;
}

/**
 * A relay that has not finished by then leaves the rest to NDK, which asks every relay:
 * the others must not wait long for a slow first one.
 */
const ANSWER_LIMIT_MS = 1_000;
const SUBSCRIPTION = 'diorama-first';

/** Sends the request; the function returned stops it without calling any handler again. */
export function sendFirstRequest(filter: FeedFilter, handlers: FirstRequestHandlers, firstBatchSize: number): () => void {
  const relay = config.relays[0];
  let socket: WebSocket | undefined;
  let finished = false;
  const batcher = createBatcher(handlers.onEvents, afterDelay(RELAY_BATCH_DELAY_MS), { firstBatchSize });
  const limit = setTimeout(finish, ANSWER_LIMIT_MS);

  function finish(): void {
    if (finished) return;
    finished = true;
    clearTimeout(limit);
    batcher.flush();
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(['CLOSE', SUBSCRIPTION]));
    socket?.close();
    handlers.onSent();
    handlers.onDone();
  }

  try {
    if (!relay) throw new Error('No relay configured');
    socket = new WebSocket(relay);
  } catch {
    queueMicrotask(finish);
    return () => undefined;
  }
  socket.onopen = () => {
    socket?.send(JSON.stringify(['REQ', SUBSCRIPTION, filter]));
    handlers.onSent();
  };
  socket.onmessage = ({ data }) => {
    const message = parseRelayMessage(data, SUBSCRIPTION);
    if (message?.type === 'event') batcher.push(message.event);
    else if (message) finish();
  };
  socket.onerror = finish;
  socket.onclose = finish;
  return () => {
    finished = true;
    clearTimeout(limit);
    batcher.cancel();
    socket?.close();
  };
}

interface EarlyRequest {
  key: string;
  stop: () => void;
  attach(handlers: FirstRequestHandlers): void;
}

let early: EarlyRequest | undefined;

/**
 * Sends the first request of the feed named by key before that feed exists; what it
 * receives is kept for claimEarlyFirstRequest.
 */
export function sendEarlyFirstRequest(key: string, filter: FeedFilter, firstBatchSize: number): void {
  early?.stop();
  const kept = keptUntilClaimed();
  early = { key, stop: sendFirstRequest(filter, kept.handlers, firstBatchSize), attach: kept.attach };
}

/**
 * The early request, when it is the one this feed would send: its handlers get what has
 * come so far at once, then the rest as it comes. Undefined otherwise (it is handed out
 * once; one for another feed is stopped).
 */
export function claimEarlyFirstRequest(key: string, handlers: FirstRequestHandlers): (() => void) | undefined {
  const found = early;
  early = undefined;
  if (found?.key === key) {
    found.attach(handlers);
    return found.stop;
  }
  found?.stop();
  return undefined;
}

function keptUntilClaimed(): { handlers: FirstRequestHandlers; attach(target: FirstRequestHandlers): void } {
  let target: FirstRequestHandlers | undefined;
  const batches: NostrEvent[][] = [];
  let sent = false;
  let done = false;
  return {
    handlers: {
      onEvents: (events) => (target ? target.onEvents(events) : void batches.push(events)),
      onSent: () => (target ? target.onSent() : void (sent = true)),
      onDone: () => (target ? target.onDone() : void (done = true)),
    },
    attach(handlers) {
      target = handlers;
      for (const events of batches.splice(0)) handlers.onEvents(events);
      if (sent) handlers.onSent();
      if (done) handlers.onDone();
    },
  };
}
