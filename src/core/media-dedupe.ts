import type { MediaItem } from './types';

export interface MediaDeduper {
  /** True the first time a picture is seen, by url or by file hash. */
  accept(item: Pick<MediaItem, 'url' | 'hash'>): boolean;
  reset(): void;
}

/** The same picture (same URL or same `x` hash) is shown once. */
export function createMediaDeduper(): MediaDeduper {
  const seen = new Set<string>();
  return {
    accept(item) {
      if (seen.has(item.url) || (item.hash && seen.has(item.hash))) return false;
      seen.add(item.url);
      if (item.hash) seen.add(item.hash);
      return true;
    },
    reset() {
      seen.clear();
    },
  };
}
