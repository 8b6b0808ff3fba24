/**
 * The page's localStorage where it may be missing, full, disabled or throwing
 * (docs/cache-and-offline.md, Local storage keys): a read finds nothing, a write is lost
 * with a warning, and nothing else breaks.
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes `value` under `key`, or removes the key when there is no value. */
export function writeStored(key: string, value: string | undefined): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.warn('Could not store', key, error);
  }
}
