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
