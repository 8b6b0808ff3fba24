import type { NDKRelay } from '@nostr-dev-kit/ndk';
import { describe, expect, it } from 'vitest';
import { forgetFailures, limitRetries, MAX_RETRIES, retryForever, STABLE_CONNECTION_MS } from './relay-backoff';

/** The parts of an NDK relay the limit reads: its connection's scheduler and its connection times. */
function relayWithScheduler() {
  const scheduled: number[] = [];
  const durations: number[] = [];
  const connectivity = {
    reconnectTimeout: undefined as unknown,
    handleReconnection(attempt = 0) {
      scheduled.push(attempt);
    },
  };
  const relay = { connectivity, connectionStats: { durations } } as unknown as NDKRelay;
  /** The relay hangs up after being open this long, and NDK asks for a reconnection. */
  const hangUp = (openMs: number): void => {
    durations.push(openMs);
    (relay.connectivity as unknown as { handleReconnection(): void }).handleReconnection();
  };
  return { relay, connectivity, scheduled, hangUp };
}

describe('relay retries', () => {
  it('doubles the wait after each quick hang-up and stops after three retries', () => {
    const { relay, scheduled, hangUp } = relayWithScheduler();
    limitRetries(relay);
    for (let index = 0; index < 6; index++) hangUp(50);
    // NDK waits 1 s × 2^attempt: 1 s, 2 s, 4 s, then nothing.
    expect(scheduled).toEqual([0, 1, 2]);
    expect(MAX_RETRIES).toBe(3);
  });

  it('starts the count again after a connection that stayed open', () => {
    const { relay, scheduled, hangUp } = relayWithScheduler();
    limitRetries(relay);
    hangUp(50);
    hangUp(50);
    hangUp(STABLE_CONNECTION_MS);
    hangUp(50);
    expect(scheduled).toEqual([0, 1, 0, 1]);
  });

  it('does not count a call while a reconnection is already scheduled', () => {
    const { relay, connectivity, scheduled, hangUp } = relayWithScheduler();
    limitRetries(relay);
    hangUp(50);
    connectivity.reconnectTimeout = 1;
    hangUp(50);
    connectivity.reconnectTimeout = undefined;
    hangUp(50);
    expect(scheduled).toEqual([0, 1]);
  });

  it('gives the retries back when the user asks to try again', () => {
    const { relay, scheduled, hangUp } = relayWithScheduler();
    limitRetries(relay);
    limitRetries(relay);
    for (let index = 0; index < 4; index++) hangUp(50);
    forgetFailures(relay);
    hangUp(50);
    expect(scheduled).toEqual([0, 1, 2, 0]);
  });

  it('while a screen runs, retries without a limit on tries, the wait growing to 30 s and staying there', () => {
    const { relay, scheduled, hangUp } = relayWithScheduler();
    limitRetries(relay);
    const release = retryForever();
    for (let index = 0; index < 12; index++) hangUp(50);
    // NDK waits 1 s × 2^attempt, at most 30 s: 1, 2, 4, 8, 16, then 30 s each time.
    expect(scheduled).toEqual([0, 1, 2, 3, 4, 5, 5, 5, 5, 5, 5, 5]);
    release();
    release();
    hangUp(50);
    expect(scheduled).toHaveLength(12);
  });
});
