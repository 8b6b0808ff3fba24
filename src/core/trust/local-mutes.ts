/**
 * Mutes kept on this device (docs/session-and-actions.md, Muting): what a visitor, or a
 * read-only session, mutes without a signer to publish a mute list. Stored under one key
 * with a version, and read without trusting it: anything unreadable is no mutes at all.
 */
import { toHex32 } from '../events/hex32';
import type { MuteEntry, MuteList } from './mute-list';

export interface LocalMutes {
  /** Muted authors, 64-hex, in the order muted. */
  pubkeys: readonly string[];
  /** Hidden posts, 64-hex, in the order hidden. */
  eventIds: readonly string[];
}

export const LOCAL_MUTES_VERSION = 1;
/** docs/constants.md, Feeds and requests: at most this many of each, the oldest dropped first. */
export const MAX_LOCAL_MUTES = 1000;

export const EMPTY_LOCAL_MUTES: LocalMutes = { pubkeys: [], eventIds: [] };

interface StoredLocalMutes {
  version: number;
  pubkeys: unknown;
  eventIds: unknown;
}

function hexList(value: unknown): readonly string[] {
  if (!Array.isArray(value)) return [];
  const keys = new Set<string>();
  for (const entry of value) {
    const hex = toHex32(entry);
    if (hex) keys.add(hex);
  }
  return [...keys].slice(-MAX_LOCAL_MUTES);
}

/** The mutes from their stored text; text that is not this shape, or of a newer version, is none. */
export function parseLocalMutes(text: string | null): LocalMutes {
  if (!text) return EMPTY_LOCAL_MUTES;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return EMPTY_LOCAL_MUTES;
  }
  if (typeof stored !== 'object' || stored === null) return EMPTY_LOCAL_MUTES;
  const { version, pubkeys, eventIds } = stored as Partial<StoredLocalMutes>;
  if (typeof version !== 'number' || version > LOCAL_MUTES_VERSION) return EMPTY_LOCAL_MUTES;
  return { pubkeys: hexList(pubkeys), eventIds: hexList(eventIds) };
}

export function serializeLocalMutes(mutes: LocalMutes): string {
  return JSON.stringify({ version: LOCAL_MUTES_VERSION, pubkeys: mutes.pubkeys, eventIds: mutes.eventIds } satisfies StoredLocalMutes);
}

function withKey(list: readonly string[], key: string): readonly string[] {
  return list.includes(key) ? list : [...list, key].slice(-MAX_LOCAL_MUTES);
}

export function addLocalMute(mutes: LocalMutes, entry: MuteEntry): LocalMutes {
  if (entry.kind === 'author') {
    const pubkeys = withKey(mutes.pubkeys, entry.pubkey.toLowerCase());
    return pubkeys === mutes.pubkeys ? mutes : { ...mutes, pubkeys };
  }
  const eventIds = withKey(mutes.eventIds, entry.eventId.toLowerCase());
  return eventIds === mutes.eventIds ? mutes : { ...mutes, eventIds };
}

export function removeLocalMute(mutes: LocalMutes, entry: MuteEntry): LocalMutes {
  if (entry.kind === 'author') {
    const key = entry.pubkey.toLowerCase();
    return mutes.pubkeys.includes(key) ? { ...mutes, pubkeys: mutes.pubkeys.filter((pubkey) => pubkey !== key) } : mutes;
  }
  const key = entry.eventId.toLowerCase();
  return mutes.eventIds.includes(key) ? { ...mutes, eventIds: mutes.eventIds.filter((id) => id !== key) } : mutes;
}

/** The device's mutes in the shape of a mute list, so one rule (isMutedItem) judges both. */
export function localMuteList(mutes: LocalMutes): MuteList {
  return { pubkeys: new Set(mutes.pubkeys), hashtags: new Set(), words: [], eventIds: new Set(mutes.eventIds) };
}
