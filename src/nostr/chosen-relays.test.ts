import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHOSEN_RELAY_GRACE_MS, createRelayUses, type RelayPool } from './chosen-relays';

/** A pool that records what it was asked: relays are their addresses. */
function fakePool() {
  const relays = new Set<string>();
  const asked: { url: string; connect: boolean; temporary: boolean }[] = [];
  const pool: RelayPool<string> = {
    getRelay(url, connect, temporary) {
      asked.push({ url, connect, temporary });
      relays.add(url);
      return url;
    },
    removeRelay: (url) => relays.delete(url),
  };
  return { pool, relays, asked };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the chosen relays', () => {
  it('are added to their pool for good, in NDK’s spelling, and dialled', () => {
    const { pool, relays, asked } = fakePool();
    const use = createRelayUses(() => pool);
    expect([...use(['wss://relay.example.com', 'wss://relay.example.com/']).relays]).toEqual(['wss://relay.example.com/']);
    expect(asked).toEqual([{ url: 'wss://relay.example.com/', connect: true, temporary: false }]);
    expect([...relays]).toEqual(['wss://relay.example.com/']);
  });

  it('leave the pool a while after the last subscription using them stops', () => {
    const { pool, relays } = fakePool();
    const use = createRelayUses(() => pool);
    const live = use(['wss://a.example']);
    const older = use(['wss://a.example', 'wss://b.example']);
    older.release();
    older.release();
    vi.advanceTimersByTime(CHOSEN_RELAY_GRACE_MS);
    // b.example is used no more; a.example still is, by the live subscription.
    expect([...relays]).toEqual(['wss://a.example/']);
    live.release();
    vi.advanceTimersByTime(CHOSEN_RELAY_GRACE_MS - 1);
    expect([...relays]).toEqual(['wss://a.example/']);
    vi.advanceTimersByTime(1);
    expect([...relays]).toEqual([]);
  });

  it('stay when a subscription is made again within the grace, as a renewed one is', () => {
    const { pool, relays } = fakePool();
    const use = createRelayUses(() => pool);
    use(['wss://a.example']).release();
    vi.advanceTimersByTime(CHOSEN_RELAY_GRACE_MS / 2);
    const again = use(['wss://a.example']);
    vi.advanceTimersByTime(CHOSEN_RELAY_GRACE_MS * 2);
    expect([...relays]).toEqual(['wss://a.example/']);
    again.release();
    vi.advanceTimersByTime(CHOSEN_RELAY_GRACE_MS);
    expect([...relays]).toEqual([]);
  });
});
