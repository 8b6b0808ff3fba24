import { LRUCache } from '../primitives/lru-cache';
import type { MediaItem } from '../types';

export interface MediaDeduper {
  /** True the first time a picture is seen, by url or by file hash. */
  accept(item: Pick<MediaItem, 'url' | 'hash'>): boolean;
  /** Remembers at most `limit` addresses and hashes from now on, the least recently seen forgotten. */
  resize(limit: number): void;
  reset(): void;
}

/**
 * docs/constants.md, Feeds and requests: the pictures and events a feed remembers having
 * seen. A feed open all day (screen mode) would otherwise remember every one it was ever
 * sent; the least recently seen are forgotten first, long after any relay sends them again.
 */
export const REMEMBERED_SEEN = 20_000;

/** The same picture (same URL or same `x` hash) is shown once. */
export function createMediaDeduper(limit = REMEMBERED_SEEN): MediaDeduper {
  const seen = new LRUCache<string, true>({ maxSize: limit });
  const known = (key: string): boolean => seen.get(key) !== null;
  return {
    accept(item) {
      // Both are read, so a picture seen again stays remembered by each of its keys.
      const byUrl = known(item.url);
      const byHash = item.hash !== undefined && known(item.hash);
      if (byUrl || byHash) return false;
      seen.set(item.url, true);
      if (item.hash) seen.set(item.hash, true);
      return true;
    },
    resize: (limit) => seen.resize(limit),
    reset() {
      seen.clear();
    },
  };
}
