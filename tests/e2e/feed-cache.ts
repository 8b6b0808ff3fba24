import type { Page } from '@playwright/test';

/**
 * How many events the app has saved for warm starts (IndexedDB `diorama-feeds`), read
 * from the page so a test can wait for the save instead of sleeping.
 */
export function savedFeedEvents(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('diorama-feeds');
        request.onerror = () => resolve(0);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('snapshots')) return resolve(0);
          const all = db.transaction('snapshots').objectStore('snapshots').getAll();
          all.onsuccess = () => resolve((all.result as { events: unknown[] }[]).reduce((sum, row) => sum + row.events.length, 0));
          all.onerror = () => resolve(0);
        };
      }),
  );
}

/** Rewrites every saved snapshot in the page's IndexedDB with `change` (run in the page). */
export function rewriteSnapshots(page: Page, change: 'corrupt-first-two' | 'old-version'): Promise<void> {
  return page.evaluate(
    (how) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('diorama-feeds');
        request.onerror = () => reject(new Error('no feed cache'));
        request.onsuccess = () => {
          const store = request.result.transaction('snapshots', 'readwrite').objectStore('snapshots');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const row of all.result as { version?: number; events: unknown[] }[]) {
              if (how === 'old-version') delete row.version;
              else row.events.splice(0, 2, { id: 5, tags: 'broken' }, '<script>alert(1)</script>');
              store.put(row);
            }
            store.transaction.oncomplete = () => resolve();
          };
        };
      }),
    change,
  );
}

/** Whether the relay client's event cache (IndexedDB `diorama-events`, NDK's Dexie adapter) has been created. */
export function eventCacheExists(page: Page): Promise<boolean> {
  return page.evaluate(async () => (await indexedDB.databases()).some((database) => database.name === 'diorama-events'));
}

/** Puts a row into the event cache whose serialized event is not an event: a kind 0 of `pubkey`. */
export function insertCorruptCachedEvent(page: Page, pubkey: string): Promise<void> {
  return page.evaluate(
    (author) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('diorama-events');
        request.onerror = () => reject(new Error('no event cache'));
        request.onsuccess = () => {
          const transaction = request.result.transaction('events', 'readwrite');
          transaction
            .objectStore('events')
            .put({ id: 'f'.repeat(64), pubkey: author, kind: 0, createdAt: Math.floor(Date.now() / 1000), event: '{"broken' });
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error ?? new Error('write failed'));
        };
      }),
    pubkey,
  );
}
