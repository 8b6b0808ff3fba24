/**
 * One IndexedDB object store in a database of its own, opened once per page and kept
 * open (docs/cache-and-offline.md, IndexedDB databases): a get is one round trip.
 */
export interface KeyedStore {
  /** Opens the database ahead of the first read; a failure shows in that read. */
  open(): Promise<IDBDatabase>;
  get(key: IDBValidKey): Promise<unknown>;
  put(value: unknown): Promise<void>;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

export function keyedStore(database: string, store: string, keyPath: string): KeyedStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> => {
    opened ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store, { keyPath });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    });
    return opened;
  };
  return {
    open,
    async get(key) {
      return done<unknown>((await open()).transaction(store).objectStore(store).get(key));
    },
    async put(value) {
      await done((await open()).transaction(store, 'readwrite').objectStore(store).put(value));
    },
  };
}
