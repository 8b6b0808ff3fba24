/**
 * A least-recently-used cache with optional expiry, every operation O(1).
 *
 * NDK and its Dexie adapter keep their caches (verified signatures, the relays each event
 * was seen on, outbox relays per author, profiles) in typescript-lru-cache, whose `set`
 * counts its entries by scanning every one for expiry: with NDK's 1,000 verified
 * signatures that is 1,000 checks per arriving event, and tens of milliseconds per page
 * of 300 events. vite.config.ts puts this class in that package's place. It keeps the
 * contract of what they call: `get` answers null when a key is absent or expired and
 * makes the entry the most recent; `set` drops the least recent entry beyond `maxSize`.
 * Expired entries are dropped when met, and by each `set` from the least recent end until
 * a live one: a cache that keeps being filled, as NDK's record of the events it has seen
 * is all day in screen mode, holds about one lifetime's worth rather than `maxSize`.
 * An entry `get` made recent keeps its expiry and may wait behind a live one until met.
 */
export interface LRUCacheOptions<K = unknown, V = unknown> {
  maxSize?: number;
  entryExpirationTimeInMS?: number | null;
  /** The clock, for tests. */
  now?: () => number;
  /** Told of the entry `set` drops for room, so what mirrors the cache can drop it too. */
  onEvict?: (key: K, value: V) => void;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/** typescript-lru-cache's default. */
const DEFAULT_MAX_SIZE = 25;

export class LRUCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  #maxSize: number;
  readonly #lifetime: number;
  readonly #now: () => number;
  readonly #onEvict: ((key: K, value: V) => void) | undefined;

  constructor(options: LRUCacheOptions<K, V> = {}) {
    this.#maxSize = options.maxSize ?? DEFAULT_MAX_SIZE;
    this.#lifetime = options.entryExpirationTimeInMS ?? Number.POSITIVE_INFINITY;
    this.#now = options.now ?? Date.now;
    this.#onEvict = options.onEvict;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | null {
    const entry = this.#live(key);
    if (!entry) return null;
    // Map keeps insertion order: re-inserting makes the entry the most recent.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): this {
    const now = this.#now();
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: now + this.#lifetime });
    this.#dropExpiredOldest(now);
    this.#evictBeyondSize();
    return this;
  }

  get maxSize(): number {
    return this.#maxSize;
  }

  /** typescript-lru-cache's setter, which NDK's users size its caches by: as resize. */
  set maxSize(maxSize: number) {
    this.resize(maxSize);
  }

  /**
   * Holds at most `maxSize` entries from now on, the least recent dropped at once and told
   * to onEvict: screen mode sizes its caches to the show (docs/views-and-keys.md, Screen mode).
   */
  resize(maxSize: number): void {
    this.#maxSize = maxSize;
    this.#evictBeyondSize();
  }

  has(key: K): boolean {
    return this.#live(key) !== undefined;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Live entries, most recent first, as typescript-lru-cache walks them. */
  forEach(callback: (value: V, key: K, index: number) => void): void {
    const now = this.#now();
    let index = 0;
    for (const [key, entry] of [...this.#entries].reverse()) {
      if (entry.expiresAt <= now) this.#entries.delete(key);
      else callback(entry.value, key, index++);
    }
  }

  #evictBeyondSize(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxSize) return;
      this.#entries.delete(key);
      this.#onEvict?.(key, entry.value);
    }
  }

  #dropExpiredOldest(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt > now) return;
      this.#entries.delete(key);
    }
  }

  #live(key: K): Entry<V> | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
