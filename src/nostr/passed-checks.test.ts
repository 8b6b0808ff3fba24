import { afterEach, describe, expect, it } from 'vitest';
import type { NostrEvent } from '../core/types';
import { keepPassedChecksFor, notePassed, passedBefore, passedChecksKept, PASSED_CHECKS } from './passed-checks';

const event = (index: number): NostrEvent => ({
  id: index.toString(16).padStart(64, '0'),
  pubkey: 'ab'.repeat(32),
  created_at: 1_800_000_000 + index,
  kind: 20,
  tags: [],
  content: '',
  sig: `${index}`.padStart(128, 'c'),
});

describe('the signatures that passed the relay gate', () => {
  afterEach(() => keepPassedChecksFor(undefined));

  it('answers for the events that passed, with the signature they passed with', () => {
    const [passing, failing] = [event(1), event(2)];
    notePassed([passing, failing], new Set([passing.id]));
    expect(passedBefore(passing)).toBe(true);
    expect(passedBefore(failing)).toBe(false);
    expect(passedBefore({ ...passing, sig: 'd'.repeat(128) })).toBe(false);
  });

  it('keeps no more than it is told to, the least recently met forgotten, and its own size again after', () => {
    keepPassedChecksFor(3);
    const events = Array.from({ length: 10 }, (_, index) => event(100 + index));
    notePassed(events, new Set(events.map((each) => each.id)));
    expect(passedChecksKept()).toBe(3);
    expect(passedBefore(events[6]!)).toBe(false);
    expect(passedBefore(events[9]!)).toBe(true);

    keepPassedChecksFor(undefined);
    const more = Array.from({ length: 10 }, (_, index) => event(200 + index));
    notePassed(more, new Set(more.map((each) => each.id)));
    expect(passedChecksKept()).toBe(13);
    expect(PASSED_CHECKS).toBeGreaterThan(13);
  });
});
