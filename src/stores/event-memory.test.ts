import { afterEach, describe, expect, it } from 'vitest';
import { REMEMBERED_SEEN } from '../core/media-dedupe';
import { rememberedEvents, rememberEventsFor, watchRememberedEvents } from './event-memory';

const relayClient: (number | undefined)[] = [];
const keepRelayClientFor = (count: number | undefined): void => void relayClient.push(count);

afterEach(() => {
  rememberEventsFor(undefined, keepRelayClientFor);
  relayClient.length = 0;
});

describe('the memories kept per event', () => {
  it('take a new size at once, open feeds and the relay client alike, and go back to their own', () => {
    const heard: number[] = [];
    const stop = watchRememberedEvents((count) => heard.push(count));
    expect(rememberedEvents()).toBe(REMEMBERED_SEEN);

    rememberEventsFor(600, keepRelayClientFor);
    expect(rememberedEvents()).toBe(600);
    rememberEventsFor(undefined, keepRelayClientFor);
    expect(rememberedEvents()).toBe(REMEMBERED_SEEN);
    expect(heard).toEqual([600, REMEMBERED_SEEN]);
    expect(relayClient).toEqual([600, undefined]);

    stop();
    rememberEventsFor(600, keepRelayClientFor);
    expect(heard).toHaveLength(2);
  });
});
