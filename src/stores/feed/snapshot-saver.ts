/**
 * Keeps the posts a feed has shown and saves the newest of them as its snapshot, the next
 * visit's warm start (docs/cache-and-offline.md, Feed snapshot): soon after a relay has
 * brought something new, and when the feed closes. Only posts that passed their checks
 * are ever shown, so only those are saved.
 */
import type { MediaItem, NostrEvent } from '../../core/types';
import { SNAPSHOT_SIZE } from '../../nostr/feed-snapshot';
import type { FeedDependencies } from './feed-dependencies';

/** A live feed is saved at most this often. */
export const SNAPSHOT_SAVE_DELAY_MS = 1500;

export interface SnapshotSaver {
  /** Items now on screen: their posts are saved with the next save. */
  remember(items: readonly MediaItem[]): void;
  /** Saves within SNAPSHOT_SAVE_DELAY_MS, unless a save is already due. */
  saveSoon(): void;
  /** Saves now, in place of a save that was due. */
  saveNow(): void;
}

export function createSnapshotSaver(key: string, write: FeedDependencies['snapshots']['write']): SnapshotSaver {
  const shown = new Map<string, NostrEvent>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function saveNow(): void {
    clearTimeout(timer);
    timer = undefined;
    if (shown.size > 0) void write(key, newest([...shown.values()]));
  }

  return {
    remember(items) {
      for (const item of items) shown.set(item.post.id, item.post);
      // Only the newest are ever saved: a feed open all day (screen mode) keeps no more.
      if (shown.size > 2 * SNAPSHOT_SIZE) {
        const kept = newest([...shown.values()]);
        shown.clear();
        for (const post of kept) shown.set(post.id, post);
      }
    },
    saveSoon() {
      timer ??= setTimeout(saveNow, SNAPSHOT_SAVE_DELAY_MS);
    },
    saveNow,
  };
}

function newest(events: NostrEvent[]): NostrEvent[] {
  return events.sort((a, b) => b.created_at - a.created_at).slice(0, SNAPSHOT_SIZE);
}
