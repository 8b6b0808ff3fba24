import { describe, expect, it } from 'vitest';
import { createClaimable } from './claimable';

function claimableWithStops() {
  const stopped: string[] = [];
  return { claimable: createClaimable<string>((value) => stopped.push(value)), stopped };
}

describe('claimable', () => {
  it('hands what it holds to a claim with the same key, once', () => {
    const { claimable, stopped } = claimableWithStops();
    claimable.hold('feed', 'request');
    expect(claimable.claim('feed')).toBe('request');
    expect(claimable.claim('feed')).toBeUndefined();
    expect(stopped).toEqual([]);
  });

  it('stops what it holds when another key claims it, and hands out nothing', () => {
    const { claimable, stopped } = claimableWithStops();
    claimable.hold('feed', 'request');
    expect(claimable.claim('other feed')).toBeUndefined();
    expect(stopped).toEqual(['request']);
    expect(claimable.claim('feed')).toBeUndefined();
  });

  it('stops what it held before when it holds something new', () => {
    const { claimable, stopped } = claimableWithStops();
    claimable.hold('feed', 'first');
    claimable.hold('feed', 'second');
    expect(stopped).toEqual(['first']);
    expect(claimable.claim('feed')).toBe('second');
  });

  it('stops and forgets what it holds when cleared', () => {
    const { claimable, stopped } = claimableWithStops();
    claimable.hold('feed', 'request');
    claimable.clear();
    expect(stopped).toEqual(['request']);
    expect(claimable.claim('feed')).toBeUndefined();
  });
});
