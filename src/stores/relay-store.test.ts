import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RelayCounts } from '../nostr/client';
import { createRelayStatus } from './relay-store';

const A = 'wss://a.example/';
const B = 'wss://b.example/';

/** The status as a new page has it, over a fake relay client. */
function freshStatus() {
  let onChange: ((counts: RelayCounts) => void) | undefined;
  const deps = {
    watchRelays: vi.fn((handler: (counts: RelayCounts) => void) => {
      onChange = handler;
    }),
    retryRelays: vi.fn(async () => undefined),
  };
  const status = createRelayStatus(deps);
  /** Reports the relays' state as the relay client would. */
  const report = (counts: RelayCounts): void => {
    if (!onChange) throw new Error('the relays are not watched');
    onChange(counts);
  };
  return { ...status, deps, report, state: () => status.useStore.getState() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('relay store', () => {
  it('starts knowing nothing of the relays', () => {
    expect(freshStatus().state()).toEqual({ connected: 0, total: 0, failed: [], settled: false, health: 'unknown' });
  });

  it('watches the relays once, however often it is asked', () => {
    const { watch, deps } = freshStatus();
    watch();
    watch();
    expect(deps.watchRelays).toHaveBeenCalledOnce();
  });

  it("keeps the counts and judges the relays' health from each one's outcome", () => {
    const { watch, report, state } = freshStatus();
    watch();
    report({ connected: 0, total: 2, failed: [A, B], connections: { [A]: 'failed', [B]: 'pending' } });
    expect(state()).toMatchObject({ connected: 0, total: 2, failed: [A, B], health: 'unknown' });
    report({ connected: 0, total: 2, failed: [A, B], connections: { [A]: 'failed', [B]: 'failed' } });
    expect(state().health).toBe('unreachable');
    report({ connected: 1, total: 2, failed: [A], connections: { [A]: 'failed', [B]: 'connected' } });
    expect(state()).toMatchObject({ connected: 1, failed: [A], health: 'reachable' });
  });

  it('counts as settled once the first attempts have had their time', () => {
    const { watch, state } = freshStatus();
    watch();
    vi.advanceTimersByTime(3_999);
    expect(state().settled).toBe(false);
    vi.advanceTimersByTime(1);
    expect(state().settled).toBe(true);
  });

  it('is not settled by time alone while nothing watches the relays', () => {
    const { state } = freshStatus();
    vi.advanceTimersByTime(10_000);
    expect(state().settled).toBe(false);
  });

  it("on the user's Retry, tries the relays again and says nothing of their health until they answer", () => {
    const { watch, retry, deps, report, state } = freshStatus();
    watch();
    report({ connected: 0, total: 1, failed: [A], connections: { [A]: 'failed' } });
    expect(state().health).toBe('unreachable');
    retry();
    expect(state().health).toBe('unknown');
    expect(deps.retryRelays).toHaveBeenCalledOnce();
  });
});
