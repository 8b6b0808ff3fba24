import { finalizeEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { eventMessageOf, parseRelayMessage } from './relay-message';

import type { NostrEvent } from '../types';

/** As it comes over the wire: plain JSON. */
const event = JSON.parse(
  JSON.stringify(finalizeEvent({ kind: 1, content: 'a picture', tags: [], created_at: 1_700_000_000 }, new Uint8Array(32).fill(3))),
) as NostrEvent;

describe('parseRelayMessage', () => {
  it('reads the events, the end of stored events and the closing of one subscription', () => {
    expect(parseRelayMessage(JSON.stringify(['EVENT', 'feed', event]), 'feed')).toEqual({ type: 'event', event });
    expect(parseRelayMessage('["EOSE","feed"]', 'feed')).toEqual({ type: 'eose' });
    expect(parseRelayMessage('["CLOSED","feed","error: too many"]', 'feed')).toEqual({ type: 'closed', reason: 'error: too many' });
    expect(parseRelayMessage('["CLOSED","feed"]', 'feed')).toEqual({ type: 'closed', reason: '' });
  });

  it('ignores other subscriptions, other messages, malformed events and text that is not JSON', () => {
    expect(parseRelayMessage(JSON.stringify(['EVENT', 'other', event]), 'feed')).toBeUndefined();
    expect(parseRelayMessage('["NOTICE","feed"]', 'feed')).toBeUndefined();
    expect(parseRelayMessage(JSON.stringify(['EVENT', 'feed', { ...event, id: 'x' }]), 'feed')).toBeUndefined();
    expect(parseRelayMessage(JSON.stringify(['EVENT', 'feed', { ...event, tags: [[1]] }]), 'feed')).toBeUndefined();
    expect(parseRelayMessage('["EVENT","feed",', 'feed')).toBeUndefined();
    expect(parseRelayMessage(new ArrayBuffer(4), 'feed')).toBeUndefined();
    expect(parseRelayMessage('{"0":"EOSE","1":"feed"}', 'feed')).toBeUndefined();
  });
});

describe('eventMessageOf', () => {
  it('finds the subscription and event of any EVENT message, null when it is no event, and nothing in other messages', () => {
    const event = { id: 'a'.repeat(64), pubkey: 'b'.repeat(64), created_at: 1, kind: 1, tags: [], content: '', sig: 'c'.repeat(128) };
    expect(eventMessageOf(JSON.stringify(['EVENT', 'any', event]))).toEqual({ subscription: 'any', event });
    expect(eventMessageOf(JSON.stringify(['EVENT', 'any', { id: 5 }]))).toEqual({ subscription: 'any', event: null });
    expect(eventMessageOf('["EVENT"]')).toEqual({ subscription: '', event: null });
    expect(eventMessageOf(JSON.stringify(['EOSE', 'any']))).toBeUndefined();
    expect(eventMessageOf('not json')).toBeUndefined();
  });
});
