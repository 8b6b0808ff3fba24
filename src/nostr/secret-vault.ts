/**
 * Private keys at rest (docs/session-and-actions.md, Stored session). A key is sealed
 * with AES-GCM under a CryptoKey made non-extractable and kept in IndexedDB: the browser
 * can use it to decrypt but will not hand its bytes to anyone, script included. What
 * lands in localStorage is only the ciphertext. Logging out deletes the CryptoKey, so an
 * old ciphertext is unreadable. README, "What is stored where", says what this protects
 * against and what it does not.
 */
import { base64 } from '@scure/base';
import type { SealedSecret } from '../core/stored-session';

const DATABASE = 'diorama-keys';
const STORE = 'keys';
const KEY_ID = 'session';

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error ?? new Error('Could not open the key store'));
    open.onsuccess = () => {
      const database = open.result;
      const pending = run(database.transaction(STORE, mode).objectStore(STORE));
      pending.onsuccess = () => {
        database.close();
        resolve(pending.result);
      };
      pending.onerror = () => {
        database.close();
        reject(pending.error ?? new Error('Key store request failed'));
      };
    };
  });
}

async function storedKey(): Promise<CryptoKey | undefined> {
  const key: unknown = await request((store) => store.get(KEY_ID), 'readonly');
  return key instanceof CryptoKey ? key : undefined;
}

async function sealingKey(): Promise<CryptoKey> {
  const existing = await storedKey();
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await request((store) => store.put(key, KEY_ID), 'readwrite');
  return key;
}

export async function sealSecret(secret: string): Promise<SealedSecret> {
  const key = await sealingKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(secret));
  return { iv: base64.encode(iv), data: base64.encode(new Uint8Array(data)) };
}

/** Undefined when the key is gone (logged out, storage cleared) or the data was altered. */
export async function unsealSecret(sealed: SealedSecret): Promise<string | undefined> {
  try {
    const key = await storedKey();
    if (!key) return undefined;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: Uint8Array.from(base64.decode(sealed.iv)) },
      key,
      Uint8Array.from(base64.decode(sealed.data)),
    );
    return new TextDecoder().decode(plain);
  } catch (error) {
    console.warn('Could not unseal the stored key', error);
    return undefined;
  }
}

export async function forgetSealingKey(): Promise<void> {
  try {
    await request((store) => store.delete(KEY_ID), 'readwrite');
  } catch (error) {
    console.warn('Could not delete the sealing key', error);
  }
}
