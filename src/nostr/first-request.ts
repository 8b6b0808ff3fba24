/**
 * A feed's first request, on a socket of its own (issue 4: cold first picture). NDK is a
 * third of the app's script and opens its sockets only once it has been fetched and run;
 * this request leaves as the app's own script starts, about 160 ms sooner on this
 * machine's cold visits.
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
