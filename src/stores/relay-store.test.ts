import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RelayCounts } from '../nostr/client';

vi.mock('../nostr/client', () => ({ watchRelays: vi.fn(), retryRelays: vi.fn(async () => undefined) }));

const A = 'wss://a.example/';
const B = 'wss://b.example/';

/** The store as a new page has it: it starts watching once per page life. */
async function freshStore() {
  vi.resetModules();
  vi.clearAllMocks();
  const client = await import('../nostr/client');
  const store = await import('./relay-store');
  /** Reports the relays' state as the relay client would. */
  const report = (counts: RelayCounts): void => {
    const onChange = vi.mocked(client.watchRelays).mock.calls[0]?.[0];
    if (!onChange) throw new Error('the relays are not watched');
    onChange(counts);
  };
  return { ...client, ...store, state: () => store.useRelayStore.getState(), report };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('relay store', () => {
  it('watches the relays once, however often it is asked', async () => {
    const { watchRelayStatus, watchRelays } = await freshStore();
    watchRelayStatus();
    watchRelayStatus();
    expect(watchRelays).toHaveBeenCalledOnce();
  });

  it("keeps the counts and judges the relays' health from each one's outcome", async () => {
    const { watchRelayStatus, report, state } = await freshStore();
    watchRelayStatus();
    report({ connected: 0, total: 2, failed: [A, B], connections: { [A]: 'failed', [B]: 'pending' } });
    expect(state()).toMatchObject({ connected: 0, total: 2, failed: [A, B], health: 'unknown' });
    report({ connected: 0, total: 2, failed: [A, B], connections: { [A]: 'failed', [B]: 'failed' } });
    expect(state().health).toBe('unreachable');
    report({ connected: 1, total: 2, failed: [A], connections: { [A]: 'failed', [B]: 'connected' } });
    expect(state()).toMatchObject({ connected: 1, failed: [A], health: 'reachable' });
  });

  it('counts as settled once the first attempts have had their time', async () => {
    const { watchRelayStatus, state } = await freshStore();
    watchRelayStatus();
    vi.advanceTimersByTime(3_999);
    expect(state().settled).toBe(false);
    vi.advanceTimersByTime(1);
    expect(state().settled).toBe(true);
  });

  it("on the user's Retry, tries the relays again and says nothing of their health until they answer", async () => {
    const { watchRelayStatus, retryRelayConnections, retryRelays, report, state } = await freshStore();
    watchRelayStatus();
    report({ connected: 0, total: 1, failed: [A], connections: { [A]: 'failed' } });
    retryRelayConnections();
    expect(state().health).toBe('unknown');
    expect(retryRelays).toHaveBeenCalledOnce();
  });
});
