/**
 * The trust circle kept on this device (docs/cache-and-offline.md, Trust circle cache):
 * one IndexedDB record per root, its keys packed into two strings so reading and writing
 * a circle of many thousands is one small copy.
 */
import { readCircleRecord, type CircleRecord } from '../core/trust-circle';

const DB_NAME = 'diorama-trust';
const STORE = 'circles';

let database: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'root' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
  return database;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

export async function readCircle(root: string): Promise<CircleRecord | undefined> {
  const db = await openDatabase();
  const value: unknown = await done(db.transaction(STORE, 'readonly').objectStore(STORE).get(root));
  return readCircleRecord(value, root);
}

export async function writeCircle(record: CircleRecord): Promise<void> {
  const db = await openDatabase();
  await done(db.transaction(STORE, 'readwrite').objectStore(STORE).put(record));
}
