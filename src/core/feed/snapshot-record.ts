/**
 * The stored form of a feed's warm-start snapshot (nostr/feed-snapshot.ts), read back
 * without trusting it (docs/cache-and-offline.md, Feed snapshot): a record of another
 * format version is discarded, and an event that is not a well-formed event is skipped,
 * never handed on.
 */
import { isValidEventShape } from '../events/event-shape';
import type { NostrEvent } from '../types';

/**
 * Raised whenever the stored shape, or what a record may hold, changes: an older record is
 * then discarded, not misread. Version 3 holds only posts whose checks had passed when
 * they were saved (docs/cache-and-offline.md, Feed snapshot).
 */
export const SNAPSHOT_VERSION = 3;

export interface SnapshotRecord {
  key: string;
  version: number;
  savedAt: number;
  events: NostrEvent[];
}

export interface ReadSnapshot {
  events: NostrEvent[];
  /** Entries that were not events (docs/session-and-actions.md, Error catalogue: "Failed to deserialize"). */
  skipped: number;
  /** The record was of another version, or not a record at all. */
  discarded: boolean;
}

export function readSnapshotRecord(value: unknown): ReadSnapshot {
  if (typeof value !== 'object' || value === null) return { events: [], skipped: 0, discarded: value !== undefined };
  const record = value as Partial<SnapshotRecord>;
  if (record.version !== SNAPSHOT_VERSION || !Array.isArray(record.events)) return { events: [], skipped: 0, discarded: true };
  const events = record.events.filter(isValidEventShape);
  return { events, skipped: record.events.length - events.length, discarded: false };
}
