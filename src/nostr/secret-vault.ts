/**
 * Private keys at rest (docs/session-and-actions.md, Stored session). A key is sealed
 * with AES-GCM under a CryptoKey made non-extractable and kept in IndexedDB: the browser
 * can use it to decrypt but will not hand its bytes to anyone, script included. What
 * lands in localStorage is only the ciphertext. Logging out deletes the CryptoKey, so an
 * old ciphertext is unreadable. README, "What is stored where", says what this protects
 * against and what it does not. The wallet connection is sealed the same way under a key
 * of its own (docs/session-and-actions.md, Wallet connection), so disconnecting the
 * wallet and logging out each forget only their own.
 */
import { base64 } from '@scure/base';
import type { SealedSecret } from '../core/identity';

const DATABASE = 'diorama-keys';
const STORE = 'keys';
/** Which secret a key seals: the session's private key, or the wallet connection. */
export type SealingKeyName = 'session' | 'wallet';

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

async function storedKey(name: SealingKeyName): Promise<CryptoKey | undefined> {
  const key: unknown = await request((store) => store.get(name), 'readonly');
  return key instanceof CryptoKey ? key : undefined;
}

async function sealingKey(name: SealingKeyName): Promise<CryptoKey> {
  const existing = await storedKey(name);
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await request((store) => store.put(key, name), 'readwrite');
  return key;
}

export async function sealSecret(secret: string, name: SealingKeyName = 'session'): Promise<SealedSecret> {
  const key = await sealingKey(name);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(secret));
  return { iv: base64.encode(iv), data: base64.encode(new Uint8Array(data)) };
}

/** Undefined when the key is gone (logged out, storage cleared) or the data was altered. */
export async function unsealSecret(sealed: SealedSecret, name: SealingKeyName = 'session'): Promise<string | undefined> {
  try {
    const key = await storedKey(name);
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

export async function forgetSealingKey(name: SealingKeyName = 'session'): Promise<void> {
  try {
    await request((store) => store.delete(name), 'readwrite');
  } catch (error) {
    console.warn('Could not delete the sealing key', error);
  }
}
