import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../../core/types';
import { pictureOf } from '../../../tests/support/media-item';
import { SNAPSHOT_SIZE } from '../../nostr/feed-snapshot';
import { createSnapshotSaver } from './snapshot-saver';

const post = (index: number): NostrEvent => ({
  id: String(index).padStart(64, '0'),
  pubkey: 'a'.repeat(64),
  kind: 20,
  created_at: 1000 + index,
  tags: [],
  content: '',
  sig: '',
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the snapshot saver of a feed open all day', () => {
  it('after a long day of posts, one at a time, still saves the newest', () => {
    const writes: (readonly NostrEvent[])[] = [];
    const saver = createSnapshotSaver('feed', (_key, events) => {
      writes.push(events);
      return Promise.resolve();
    });
    // A post at a time, as a screen sees them through a long day.
    for (let index = 0; index < 5 * SNAPSHOT_SIZE; index++) saver.remember([pictureOf(post(index), `https://media.example/${index}.jpg`)]);
    saver.saveNow();
    expect(writes[0]).toHaveLength(SNAPSHOT_SIZE);
    expect(writes[0]![0]!.created_at).toBe(1000 + 5 * SNAPSHOT_SIZE - 1);
    expect(writes[0]!.at(-1)!.created_at).toBe(1000 + 4 * SNAPSHOT_SIZE);
  });
});
