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
