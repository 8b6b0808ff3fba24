import { afterEach, describe, expect, it } from 'vitest';
import { REMEMBERED_SEEN } from '../core/feed';
import { rememberedEvents, rememberEventsFor, watchRememberedEvents } from './event-memory';

afterEach(() => rememberEventsFor(undefined));

describe('the memories kept per event', () => {
  it('take a new size at once in every open feed, and go back to their own', () => {
    const heard: number[] = [];
    const stop = watchRememberedEvents((count) => heard.push(count));
    expect(rememberedEvents()).toBe(REMEMBERED_SEEN);

    rememberEventsFor(600);
    expect(rememberedEvents()).toBe(600);
    rememberEventsFor(undefined);
    expect(rememberedEvents()).toBe(REMEMBERED_SEEN);
    expect(heard).toEqual([600, REMEMBERED_SEEN]);

    stop();
    rememberEventsFor(600);
    expect(heard).toHaveLength(2);
  });
});
