import { describe, expect, it } from 'vitest';
import type { FeedFilter, NostrEvent } from '../core/types';
import { createEarlyFirstRequest } from './early-first-request';
import type { FirstRequestHandlers } from './first-request';

const filter: FeedFilter = { kinds: [1], limit: 300 };
const event = (id: string): NostrEvent => ({ id, pubkey: 'a'.repeat(64), created_at: 1, kind: 1, tags: [], content: '', sig: '' });

/** A first request without sockets: the test plays the relays through the handlers it was given. */
function fakeSockets() {
  const sent: { handlers: FirstRequestHandlers; stops: number }[] = [];
  const send = (_filter: FeedFilter | readonly FeedFilter[], handlers: FirstRequestHandlers): (() => void) => {
    const request = { handlers, stops: 0 };
    sent.push(request);
    return () => void (request.stops += 1);
  };
  return { sent, send };
}

function recordingHandlers() {
  const calls: string[] = [];
  const handlers: FirstRequestHandlers = {
    onEvents: (events, relay) => calls.push(`events ${events.map((each) => each.id).join(',')} from ${relay}`),
    onSent: () => calls.push('sent'),
    onDone: () => calls.push('done'),
  };
  return { calls, handlers };
}

describe('the early first request', () => {
  it('hands what came before the claim to the feed at once, then the rest as it comes', () => {
    const sockets = fakeSockets();
    const early = createEarlyFirstRequest(sockets.send);
    early.send('feed', filter, 40);
    const relay = sockets.sent[0]!.handlers;
    relay.onSent();
    relay.onEvents([event('a'), event('b')], 'wss://one');

    const feed = recordingHandlers();
    const stop = early.claim('feed', feed.handlers);
    expect(feed.calls).toEqual(['events a,b from wss://one', 'sent']);
    relay.onEvents([event('c')], 'wss://two');
    relay.onDone();
    expect(feed.calls).toEqual(['events a,b from wss://one', 'sent', 'events c from wss://two', 'done']);

    stop?.();
    expect(sockets.sent[0]!.stops).toBe(1);
  });

  it('is handed out once', () => {
    const sockets = fakeSockets();
    const early = createEarlyFirstRequest(sockets.send);
    early.send('feed', filter, 40);
    expect(early.claim('feed', recordingHandlers().handlers)).toBeDefined();
    expect(early.claim('feed', recordingHandlers().handlers)).toBeUndefined();
  });

  it('is stopped, not handed out, when another feed claims it', () => {
    const sockets = fakeSockets();
    const early = createEarlyFirstRequest(sockets.send);
    early.send('feed', filter, 40);
    const other = recordingHandlers();
    expect(early.claim('other feed', other.handlers)).toBeUndefined();
    expect(sockets.sent[0]!.stops).toBe(1);
    sockets.sent[0]!.handlers.onDone();
    expect(other.calls).toEqual([]);
  });

  it('stops a request sent before, and holds nothing once reset', () => {
    const sockets = fakeSockets();
    const early = createEarlyFirstRequest(sockets.send);
    early.send('feed', filter, 40);
    early.send('feed', filter, 40);
    expect(sockets.sent.map((request) => request.stops)).toEqual([1, 0]);
    early.reset();
    expect(sockets.sent[1]!.stops).toBe(1);
    expect(early.claim('feed', recordingHandlers().handlers)).toBeUndefined();
  });

  it('shows every batch to a watcher as it comes, claimed or not, until the watcher stops or the page resets', () => {
    const sockets = fakeSockets();
    const early = createEarlyFirstRequest(sockets.send);
    const watched: string[] = [];
    const stopWatching = early.watch((events) => watched.push(events.map((each) => each.id).join(',')));
    early.send('feed', filter, 4);
    const relay = sockets.sent[0]!.handlers;
    relay.onEvents([event('a'), event('b')], 'wss://one');
    early.claim('feed', recordingHandlers().handlers);
    relay.onEvents([event('c')], 'wss://one');
    stopWatching();
    relay.onEvents([event('d')], 'wss://one');
    expect(watched).toEqual(['a,b', 'c']);

    const stale: string[] = [];
    early.watch((events) => stale.push(events.map((each) => each.id).join(',')));
    early.reset();
    early.send('feed', filter, 4);
    sockets.sent[1]!.handlers.onEvents([event('e')], 'wss://one');
    expect(watched).toEqual(['a,b', 'c']);
    expect(stale).toEqual(['a,b', 'c', 'd']);
  });

  it("hands a watcher that comes after the relay's first batches those batches at once, then the rest", () => {
    const sockets = fakeSockets();
    const early = createEarlyFirstRequest(sockets.send);
    early.send('feed', filter, 4);
    const relay = sockets.sent[0]!.handlers;
    relay.onEvents([event('a'), event('b')], 'wss://one');
    relay.onEvents([event('c')], 'wss://one');
    const watched: string[] = [];
    early.watch((events) => watched.push(events.map((each) => each.id).join(',')));
    expect(watched).toEqual(['a,b', 'c']);
    relay.onEvents([event('d')], 'wss://one');
    expect(watched).toEqual(['a,b', 'c', 'd']);

    // A request sent since, or a page reset, starts with nothing to hand on.
    early.send('other', filter, 4);
    const late: string[] = [];
    early.watch((events) => late.push(events.map((each) => each.id).join(',')));
    early.reset();
    early.watch((events) => late.push(events.map((each) => each.id).join(',')));
    expect(late).toEqual([]);
  });
});
