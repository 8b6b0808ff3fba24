import { NDKRelayStatus, type NDKPool } from '@nostr-dev-kit/ndk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepPoolConnected } from './relay-keeper';

/** The parts of an NDK relay the keeper reads and drives; `dials` records when it was dialled, in seconds. */
function fakeRelay(url: string, status: NDKRelayStatus) {
  const connectivity = { _status: status, reconnectTimeout: undefined as unknown };
  const dials: number[] = [];
  return {
    url,
    connectivity,
    connectionStats: { durations: [50, 40, 60] },
    get status() {
      return connectivity._status;
    },
    dials,
    connect: () => {
      dials.push(Date.now() / 1000);
      return Promise.resolve();
    },
  };
}
type FakeRelay = ReturnType<typeof fakeRelay>;

function fakePool(relays: FakeRelay[]) {
  const listeners = new Map<string, Set<(relay: FakeRelay) => void>>();
  const pool = {
    relays: new Map(relays.map((relay) => [relay.url, relay])),
    on: (event: string, listener: (relay: FakeRelay) => void) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    off: (event: string, listener: (relay: FakeRelay) => void) => listeners.get(event)?.delete(listener),
  };
  const emit = (event: string, relay: FakeRelay): void => {
    for (const listener of listeners.get(event) ?? []) listener(relay);
  };
  return { pool: pool as unknown as NDKPool, emit, listeners };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('screen mode keeps the relays connected', () => {
  it('dials a relay that stays down with a wait doubling to 30 s, and never stops', () => {
    const relay = fakeRelay('wss://down.example/', NDKRelayStatus.DISCONNECTED);
    const { pool } = fakePool([relay]);
    const stop = keepPoolConnected(pool, () => undefined);
    vi.advanceTimersByTime(10 * 60_000);
    const waits = relay.dials.slice(1).map((at, index) => at - relay.dials[index]!);
    expect(waits.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 30, 30]);
    // Ten minutes on, it is still being dialled every 30 s.
    expect(waits.slice(-5)).toEqual([30, 30, 30, 30, 30]);
    expect(relay.dials.length).toBeGreaterThan(20);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(relay.dials.at(-1)).toBeLessThanOrEqual(600);
  });

  it("leaves a relay alone while it is connected, connecting, or NDK's own reconnection is on its way", () => {
    const connected = fakeRelay('wss://up.example/', NDKRelayStatus.CONNECTED);
    const connecting = fakeRelay('wss://connecting.example/', NDKRelayStatus.CONNECTING);
    const scheduled = fakeRelay('wss://scheduled.example/', NDKRelayStatus.DISCONNECTED);
    scheduled.connectivity.reconnectTimeout = 1;
    const stop = keepPoolConnected(fakePool([connected, connecting, scheduled]).pool, () => undefined);
    vi.advanceTimersByTime(60_000);
    expect([connected.dials, connecting.dials, scheduled.dials]).toEqual([[], [], []]);
    stop();
  });

  it('clears the flapping NDK gave up on, so the relay is dialled again', () => {
    const relay = fakeRelay('wss://restarted.example/', NDKRelayStatus.FLAPPING);
    const stop = keepPoolConnected(fakePool([relay]).pool, () => undefined);
    vi.advanceTimersByTime(1000);
    expect(relay.dials).toEqual([1]);
    expect(relay.status).toBe(NDKRelayStatus.DISCONNECTED);
    expect(relay.connectionStats.durations).toEqual([]);
    stop();
  });

  it('reports a relay that is back after being lost, and starts its waits over', () => {
    const relay = fakeRelay('wss://relay.example/', NDKRelayStatus.CONNECTED);
    const { pool, emit, listeners } = fakePool([relay]);
    const back: string[] = [];
    const stop = keepPoolConnected(pool, (url) => back.push(url));
    emit('relay:connect', relay);
    expect(back).toEqual([]);

    relay.connectivity._status = NDKRelayStatus.DISCONNECTED;
    emit('relay:disconnect', relay);
    vi.advanceTimersByTime(8000);
    expect(relay.dials).toEqual([1, 2, 4, 8]);
    relay.connectivity._status = NDKRelayStatus.CONNECTED;
    emit('relay:connect', relay);
    emit('relay:connect', relay);
    expect(back).toEqual(['wss://relay.example/']);

    relay.connectivity._status = NDKRelayStatus.DISCONNECTED;
    emit('relay:disconnect', relay);
    vi.advanceTimersByTime(1000);
    expect(relay.dials.at(-1)).toBe(9);
    stop();
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});
