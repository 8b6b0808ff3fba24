/**
 * NDK's Dexie cache adapter, sized for one browser tab, loaded after the first route.
 *
 * The original product cached 150,000 events and 100,000 tag rows (docs/constants.md), but the adapter keeps
 * that many rows in memory (docs/architecture.md, NDK facts; ndk#274): at about 1 kB an event that
 * is over 150 MB of heap. We keep 5,000 events and 10,000 tag rows, which covers many
 * full feeds (300 posts each) at a few MB. The feed's warm start does not rely on this
 * cache at all (see feed-snapshot.ts), so it is loaded lazily: Dexie and the adapter
 * stay out of the first route's script.
 */
import type NDK from '@nostr-dev-kit/ndk';

/**
 * Only events that passed their checks are stored (docs/cache-and-offline.md, Relay client
 * cache); the database of earlier versions, which stored events before their checks came
 * back, is given up under its old name.
 */
export const EVENT_CACHE_DB = 'diorama-events';
const UNCHECKED_EVENT_CACHE_DB = 'diorama';

/**
 * Whether this browser lets the page keep data: a database opens and takes a write. The
 * adapter opens its own later and, when that fails or the disk is full, logs on every
 * write: without a working IndexedDB the app runs uncached and quiet instead
 * (docs/cache-and-offline.md, Storage faults).
 */
function indexedDbWorks(): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(`${EVENT_CACHE_DB}-probe`, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('probe');
      request.onsuccess = () => {
        const database = request.result;
        try {
          const transaction = database.transaction('probe', 'readwrite');
          transaction.objectStore('probe').put(Date.now(), 'written');
          transaction.oncomplete = () => {
            database.close();
            resolve(true);
          };
          transaction.onerror = () => {
            database.close();
            resolve(false);
          };
        } catch {
          database.close();
          resolve(false);
        }
      };
      request.onerror = () => resolve(false);
      request.onblocked = () => resolve(false);
    } catch {
      resolve(false);
    }
  });
}

export async function attachEventCache(ndk: NDK): Promise<void> {
  if (!(await indexedDbWorks())) {
    console.warn('The local event cache is unavailable: this browser does not let the page store data');
    return;
  }
  indexedDB.deleteDatabase(UNCHECKED_EVENT_CACHE_DB);
  try {
    const { default: NDKCacheAdapterDexie } = await import('@nostr-dev-kit/cache-dexie');
    ndk.cacheAdapter = new NDKCacheAdapterDexie({
      dbName: EVENT_CACHE_DB,
      profileCacheSize: 5_000,
      zapperCacheSize: 200,
      eventCacheSize: 5_000,
      eventTagsCacheSize: 10_000,
    });
  } catch (error) {
    // Without IndexedDB (private windows in some browsers) the app still works, uncached.
    console.warn('The local event cache is unavailable', error);
  }
}
