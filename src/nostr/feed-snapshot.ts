/**
 * The feed's warm start: the newest events of each feed, kept in IndexedDB so a second
 * visit shows its pictures before any relay answers, and still shows them when every
 * relay is unreachable. NDK's Dexie adapter cannot do this for hashtag feeds: its tag
 * index keeps one event per tag value (docs/architecture.md, NDK facts). One record per feed, read
 * with a single get, keeps the warm start to one IndexedDB round trip.
 */
import { readSnapshotRecord, SNAPSHOT_VERSION, type SnapshotRecord } from '../core/feed';
import { stringHash } from '../core/primitives';
import type { NostrEvent } from '../core/types';
import { keyedStore } from './keyed-store';

const DB_NAME = 'diorama-feeds';
const STORE = 'snapshots';
/** docs/constants.md: a feed asks relays for 300 posts; keep as many. */
export const SNAPSHOT_SIZE = 300;

/**
 * Which feeds have a snapshot, mirrored in localStorage: the start reads it at once to
 * tell a first visit (ask the relays now) from a second (show the snapshot first),
 * where IndexedDB would answer only after the first render. Feeds are named by a hash
 * of their key (an author list's key can run to tens of kB).
 */
const SAVED_KEYS = 'diorama-feed-snapshots';
const MAX_SAVED_KEYS = 500;

const snapshots = keyedStore(DB_NAME, STORE, 'key');

/** Opens the database while the first render runs, so the feed's first read need not wait for it. */
export function openSnapshots(): void {
  snapshots.open().catch(() => undefined);
}

function savedKeys(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SAVED_KEYS) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

function rememberSaved(key: string): void {
  const name = stringHash(key);
  try {
    const saved = savedKeys();
    // A live feed is saved every few seconds: only its first save changes the list.
    if (saved[0] === name) return;
    const keys = [name, ...saved.filter((other) => other !== name)].slice(0, MAX_SAVED_KEYS);
    localStorage.setItem(SAVED_KEYS, JSON.stringify(keys));
  } catch {
    // Without localStorage every visit starts as a first one: slower, never wrong.
  }
}

/** Whether this feed was saved before (a hint: the snapshot itself may since be gone). */
export function hasSnapshot(key: string): boolean {
  return savedKeys().includes(stringHash(key));
}

export async function readSnapshot(key: string): Promise<NostrEvent[]> {
  try {
    const { events, skipped, discarded } = readSnapshotRecord(await snapshots.get(key));
    // docs/session-and-actions.md, Error catalogue: a cached event that cannot be read is skipped and logged.
    if (skipped > 0) console.warn(`Failed to deserialize ${skipped} cached events`);
    if (discarded) console.warn('Discarded a feed cache of another version');
    return events;
  } catch (error) {
    // A private window or a full disk must not keep the feed from loading.
    console.warn('Could not read the feed cache', error);
    return [];
  }
}

/** A store that cannot be written (a full disk) fails every save: it is told once a page. */
let saveFailureTold = false;

/**
 * Saves the newest SNAPSHOT_SIZE of `events`, or with `ranked` the first of them in the
 * order given: a popular order's ranking (docs/routes-and-filters.md, Popular).
 */
export async function writeSnapshot(key: string, events: readonly NostrEvent[], { ranked = false } = {}): Promise<void> {
  const newest = (ranked ? [...events] : [...events].sort((a, b) => b.created_at - a.created_at)).slice(0, SNAPSHOT_SIZE);
  try {
    const snapshot: SnapshotRecord = { key, version: SNAPSHOT_VERSION, savedAt: Date.now(), events: newest };
    await snapshots.put(snapshot);
    rememberSaved(key);
  } catch (error) {
    if (!saveFailureTold) console.warn('Could not save the feed cache', error);
    saveFailureTold = true;
  }
}
