import { describe, expect, it } from 'vitest';
import { readSnapshotRecord, SNAPSHOT_VERSION } from './snapshot-record';

const event = {
  id: 'a'.repeat(64),
  pubkey: 'b'.repeat(64),
  kind: 1,
  created_at: 1,
  tags: [['t', 'art']],
  content: 'hi',
  sig: 'c'.repeat(128),
};

describe('readSnapshotRecord', () => {
  it('reads the events of a record of this version', () => {
    expect(readSnapshotRecord({ key: 'k', version: SNAPSHOT_VERSION, savedAt: 1, events: [event] })).toEqual({
      events: [event],
      skipped: 0,
      discarded: false,
    });
  });

  it('skips what is not an event and keeps the rest', () => {
    const broken = [{ ...event, tags: 'x' }, { ...event, kind: '1' }, null, 'text', { ...event, pubkey: 'nothex' }];
    expect(readSnapshotRecord({ key: 'k', version: SNAPSHOT_VERSION, savedAt: 1, events: [...broken, event] })).toEqual({
      events: [event],
      skipped: 5,
      discarded: false,
    });
  });

  it('discards a record of an older version or of no known shape', () => {
    expect(readSnapshotRecord({ key: 'k', savedAt: 1, events: [event] }).discarded).toBe(true);
    expect(readSnapshotRecord({ key: 'k', version: 1, savedAt: 1, events: [event] })).toEqual({ events: [], skipped: 0, discarded: true });
    expect(readSnapshotRecord({ key: 'k', version: SNAPSHOT_VERSION, events: 'x' }).discarded).toBe(true);
    expect(readSnapshotRecord('garbage').discarded).toBe(true);
  });

  it('reads no record as nothing, quietly', () => {
    expect(readSnapshotRecord(undefined)).toEqual({ events: [], skipped: 0, discarded: false });
  });
});
