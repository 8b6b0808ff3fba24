/**
 * Limits of the service worker's cache of proxied thumbnails (docs/cache-and-offline.md,
 * Service worker): pictures seen before show offline, in a cache bounded in count and
 * bytes. A thumbnail is about 20-80 kB of webp, so the byte bound is what holds on a
 * device with big pictures.
 */
export interface ThumbnailCacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** Anything larger is not a thumbnail: served, never kept. */
  maxEntryBytes: number;
}

export const THUMBNAIL_CACHE_LIMITS: ThumbnailCacheLimits = {
  maxEntries: 600,
  maxBytes: 30 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
};

export interface CachedThumbnail {
  url: string;
  bytes: number;
}

/**
 * The entries to delete, oldest first, so that what stays is within both limits.
 * `entries` are in the order they were stored (the Cache API keeps insertion order).
 */
export function thumbnailsToEvict(entries: readonly CachedThumbnail[], limits: ThumbnailCacheLimits): string[] {
  let count = entries.length;
  let bytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const evicted: string[] = [];
  for (const entry of entries) {
    if (count <= limits.maxEntries && bytes <= limits.maxBytes) break;
    evicted.push(entry.url);
    count -= 1;
    bytes -= entry.bytes;
  }
  return evicted;
}

/** Whether a response of this size is worth keeping (a missing size is not kept). */
export function keepsThumbnail(bytes: number | undefined, limits: ThumbnailCacheLimits): boolean {
  return bytes !== undefined && bytes > 0 && bytes <= limits.maxEntryBytes;
}
