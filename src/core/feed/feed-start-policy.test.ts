import { describe, expect, it } from 'vitest';
import { asksRelaysAtOnce, feedStartPolicy, SNAPSHOT_READ_LIMIT_MS, snapshotWaitMs } from './feed-start-policy';

describe('feed start policy', () => {
  it('asks the relays at once on a first visit, without waiting for a snapshot', () => {
    const policy = feedStartPolicy({ hasSnapshot: false });
    expect(policy).toBe('relays-first');
    expect(asksRelaysAtOnce(policy)).toBe(true);
    expect(snapshotWaitMs(policy)).toBeUndefined();
  });

  it('shows the snapshot first on a later visit, asking the relays anyway if it does not answer in 1.5 s', () => {
    const policy = feedStartPolicy({ hasSnapshot: true });
    expect(policy).toBe('cache-first');
    expect(asksRelaysAtOnce(policy)).toBe(false);
    expect(snapshotWaitMs(policy)).toBe(SNAPSHOT_READ_LIMIT_MS);
    expect(SNAPSHOT_READ_LIMIT_MS).toBe(1500);
  });
});
