/**
 * A feed's first request, on sockets of its own, for the cold first picture
 * (docs/data-and-requests.md, Relay subscriptions). NDK is a third of the app's script
 * and opens its sockets only once it has been fetched and run; this request needs none of
 * it. On a first visit the page's first script sends it, and the feed, once open, claims
 * it with what it has received (early-first-request.ts); a feed opened later sends its own.
 * It asks the first few configured relays at once for what they store (NIP-01 REQ, then
 * CLOSE at EOSE), so one dead, silent or slow relay does not hold the first picture back
 * (docs/data-and-requests.md, Relays), and the relays the visitor added, which they
 * expect to be read from the start (docs/settings.md, Relays), and hands the events on in batches as they come,
 * unverified, as NDK does: the caller has their signatures checked. The feed then
 * subscribes through NDK as always, for every relay and what comes later; what comes
 * twice is merged away.
 */
import { config } from '../config';
import { afterDelay, createBatcher, RELAY_BATCH_DELAY_MS } from '../core/primitives';
import { filterList, FIRST_SCREEN_EVENTS } from '../core/feed';
import { parseRelayMessage } from '../core/events';
import type { FeedFilter, NostrEvent } from '../core/types';
import { addedRelays } from './read-relays';

export interface FirstRequestHandlers {
  /** A batch of events from one relay. */
  onEvents(events: NostrEvent[], relay: string): void;
  /** The request is on its way, or could not be sent. */
  onSent(): void;
  /** The relays have sent what they store, refused, could not be reached, or took too long. */
  onDone(): void;
}

/** How many of the configured relays the first request asks, in their configured order. */
export const FIRST_REQUEST_RELAYS = 3;

/**
 * Relays that have not finished by then leave the rest to NDK, which asks every relay:
 * the feed must not wait long for a slow one.
 */
const ANSWER_LIMIT_MS = 1_000;
/** Once one relay has sent all it stores, the others get only this much longer. */
const AFTER_FIRST_ANSWER_MS = 250;
const SUBSCRIPTION = 'diorama-first';

interface RelayAsk {
  stop(): void;
}

/** One relay's REQ, of one filter or several, on its own socket; `onFinish` runs once, whatever the outcome. */
function askRelay(
  relay: string,
  filter: FeedFilter | readonly FeedFilter[],
  handlers: { onEvent(event: NostrEvent): void; onOpen(): void; onFinish(answered: boolean): void },
): RelayAsk {
  let socket: WebSocket | undefined;
  let finished = false;
  const finish = (answered: boolean): void => {
    if (finished) return;
    finished = true;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(['CLOSE', SUBSCRIPTION]));
    socket?.close();
    handlers.onFinish(answered);
  };
  try {
    socket = new WebSocket(relay);
  } catch {
    queueMicrotask(() => finish(false));
    return { stop: () => undefined };
  }
  socket.onopen = () => {
    socket?.send(JSON.stringify(['REQ', SUBSCRIPTION, ...filterList(filter)]));
    handlers.onOpen();
  };
  socket.onmessage = ({ data }) => {
    const message = parseRelayMessage(data, SUBSCRIPTION);
    if (message?.type === 'event') handlers.onEvent(message.event);
    else if (message) finish(message.type === 'eose');
  };
  socket.onerror = () => finish(false);
  socket.onclose = () => finish(false);
  return {
    stop() {
      finished = true;
      socket?.close();
    },
  };
}

/**
 * Sends the request; the function returned stops it without calling any handler again.
 * Several filters go in one REQ: a set feed's ids split as relays take them
 * (stores/feed/split-ids.ts). `only`: the relays of a feed that asks those alone
 * (core/feed/feed-request.ts, FeedRequest).
 */
export function sendFirstRequest(
  filter: FeedFilter | readonly FeedFilter[],
  handlers: FirstRequestHandlers,
  firstBatchSize: number,
  only?: readonly string[],
): () => void {
  const relays = [...new Set(only ?? [...config.relays.slice(0, FIRST_REQUEST_RELAYS), ...addedRelays()])];
  let finished = false;
  let sent = false;
  let pending = relays.length;
  const batchers = relays.map((relay) =>
    createBatcher((events: NostrEvent[]) => handlers.onEvents(events, relay), afterDelay(RELAY_BATCH_DELAY_MS), {
      firstBatchSize,
      smallBatchesUpTo: FIRST_SCREEN_EVENTS,
    }),
  );
  let limit = setTimeout(finish, ANSWER_LIMIT_MS);
  const started = Date.now();

  function markSent(): void {
    if (sent) return;
    sent = true;
    handlers.onSent();
  }

  function finish(): void {
    if (finished) return;
    finished = true;
    clearTimeout(limit);
    for (const batcher of batchers) batcher.flush();
    for (const ask of asks) ask.stop();
    markSent();
    handlers.onDone();
  }

  const asks = relays.map((relay, index) =>
    askRelay(relay, filter, {
      onEvent: (event) => batchers[index]?.push(event),
      onOpen: markSent,
      onFinish(answered) {
        batchers[index]?.flush();
        pending -= 1;
        if (pending === 0) return finish();
        // One relay has answered in full: the rest get a short grace, not the whole limit.
        if (answered && !finished) {
          clearTimeout(limit);
          limit = setTimeout(finish, Math.max(0, Math.min(AFTER_FIRST_ANSWER_MS, ANSWER_LIMIT_MS - (Date.now() - started))));
        }
      },
    }),
  );
  if (relays.length === 0) queueMicrotask(finish);
  return () => {
    finished = true;
    clearTimeout(limit);
    for (const batcher of batchers) batcher.cancel();
    for (const ask of asks) ask.stop();
  };
}

export type SendFirstRequest = typeof sendFirstRequest;
