/**
 * What earlier visits learnt about media addresses (docs/data-and-requests.md, Media
 * recovery): which failed, until when, and which copy of a file loaded instead. Kept
 * small and stored as JSON, so a reload neither waits for a dead host again nor looks for
 * a copy it has already found.
 */
import { isHttpUrl } from './media-url';

/** A dead host may come back; a day is long enough not to wait for it on every visit. */
export const FAILED_FOR_MS = 24 * 60 * 60 * 1000;
/** Entries of each kind; the oldest go first. */
export const MEDIA_MEMORY_SIZE = 500;
const VERSION = 1;

export interface MediaMemory {
  /** Addresses that failed to load, and when that stops counting (ms since the epoch). */
  failed: Map<string, number>;
  /** For a file's own address, the copy that loaded instead. */
  found: Map<string, string>;
}

export function emptyMediaMemory(): MediaMemory {
  return { failed: new Map(), found: new Map() };
}

/** Insertion order is age: a key set again moves to the end, and the oldest beyond the size goes. */
function setBounded<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MEDIA_MEMORY_SIZE) map.delete(map.keys().next().value as string);
}

export function markFailed(memory: MediaMemory, url: string, now: number): void {
  setBounded(memory.failed, url, now + FAILED_FOR_MS);
  for (const [original, copy] of memory.found) if (copy === url) memory.found.delete(original);
}

export function isFailed(memory: MediaMemory, url: string, now: number): boolean {
  const until = memory.failed.get(url);
  return until !== undefined && until > now;
}

export function markFound(memory: MediaMemory, original: string, copy: string): void {
  if (original === copy) memory.found.delete(original);
  else setBounded(memory.found, original, copy);
}

export function serializeMediaMemory(memory: MediaMemory): string {
  return JSON.stringify({ version: VERSION, failed: [...memory.failed], found: [...memory.found] });
}

function pairs(value: unknown): unknown[][] {
  return Array.isArray(value) ? value.filter((entry): entry is unknown[] => Array.isArray(entry)) : [];
}

/** Stored text back to a memory; anything malformed, expired or not http(s) is left out. */
export function parseMediaMemory(text: string | null, now: number): MediaMemory {
  const memory = emptyMediaMemory();
  if (!text) return memory;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return memory;
  }
  if (typeof stored !== 'object' || stored === null || (stored as { version?: unknown }).version !== VERSION) return memory;
  const { failed, found } = stored as { failed?: unknown; found?: unknown };
  for (const [url, until] of pairs(failed)) {
    if (typeof url === 'string' && isHttpUrl(url) && typeof until === 'number' && until > now) setBounded(memory.failed, url, until);
  }
  for (const [original, copy] of pairs(found)) {
    if (typeof original === 'string' && typeof copy === 'string' && isHttpUrl(original) && isHttpUrl(copy)) markFound(memory, original, copy);
  }
  return memory;
}
