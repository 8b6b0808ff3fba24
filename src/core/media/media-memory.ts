/**
 * What earlier visits learnt about media addresses (docs/data-and-requests.md, Media
 * recovery): which failed, until when, which copy of a file loaded instead, and which
 * files were found nowhere. Kept
 * small and stored as JSON, so a reload neither waits for a dead host again nor looks for
 * a copy it has already found.
 */
import { isHttpUrl } from '../primitives/http-url';

/** A dead host may come back; a day is long enough not to wait for it on every visit. */
export const FAILED_FOR_MS = 24 * 60 * 60 * 1000;
/**
 * A host whose files failed this many times in a row, and none of whose files has loaded
 * for as long as a failure counts, is taken for dead: its other files are looked for on
 * Blossom servers first. One 404 is a file a host purged; two with nothing loading is a
 * host that is gone. A host that serves some files and has purged others stays alive
 * however its answers interleave: its purged files fail one by one, as any file may.
 */
export const DEAD_HOST_FAILURES = 2;
/** Entries of each kind; the oldest go first. */
export const MEDIA_MEMORY_SIZE = 500;
const VERSION = 1;

export interface MediaMemory {
  /** Addresses that failed to load, and when that stops counting (ms since the epoch). */
  failed: Map<string, number>;
  /** For a file's own address, the copy that loaded instead. */
  found: Map<string, string>;
  /** Files (by their own address) that no candidate could load, and until when that counts. */
  gone: Map<string, number>;
  /** Per host, its files' failures since one last loaded, and until when they count. */
  hosts: Map<string, HostFailures>;
  /** Hosts a file loaded from, and until when that keeps them from being taken for dead. */
  aliveHosts: Map<string, number>;
}

export interface HostFailures {
  count: number;
  until: number;
}

export function emptyMediaMemory(): MediaMemory {
  return { failed: new Map(), found: new Map(), gone: new Map(), hosts: new Map(), aliveHosts: new Map() };
}

/** Insertion order is age: a key set again moves to the end, and the oldest beyond the size goes. */
function setBounded<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MEDIA_MEMORY_SIZE) map.delete(map.keys().next().value as string);
}

const hostOf = (url: string): string | undefined => URL.parse(url)?.host;

export function markFailed(memory: MediaMemory, url: string, now: number): void {
  setBounded(memory.failed, url, now + FAILED_FOR_MS);
  for (const [original, copy] of memory.found) if (copy === url) memory.found.delete(original);
  const host = hostOf(url);
  if (!host) return;
  const earlier = memory.hosts.get(host);
  const count = earlier && earlier.until > now ? earlier.count + 1 : 1;
  setBounded(memory.hosts, host, { count, until: now + FAILED_FOR_MS });
}

/** A file of `url`'s host loaded: the host is alive for a day. True when that is news to the memory. */
export function markHostAlive(memory: MediaMemory, url: string, now: number): boolean {
  const host = hostOf(url);
  if (host === undefined) return false;
  const failuresCleared = memory.hosts.delete(host);
  const knownAlive = (memory.aliveHosts.get(host) ?? 0) > now;
  if (!knownAlive) setBounded(memory.aliveHosts, host, now + FAILED_FOR_MS);
  return failuresCleared || !knownAlive;
}

export function isHostDead(memory: MediaMemory, url: string, now: number): boolean {
  const host = hostOf(url);
  if (host === undefined || (memory.aliveHosts.get(host) ?? 0) > now) return false;
  const failures = memory.hosts.get(host);
  return failures !== undefined && failures.until > now && failures.count >= DEAD_HOST_FAILURES;
}

export function isFailed(memory: MediaMemory, url: string, now: number): boolean {
  const until = memory.failed.get(url);
  return until !== undefined && until > now;
}

/** Every candidate of the file failed: the next visit gives it up at once, for as long as a failure counts. */
export function markGone(memory: MediaMemory, url: string, now: number): void {
  setBounded(memory.gone, url, now + FAILED_FOR_MS);
}

export function isGone(memory: MediaMemory, url: string, now: number): boolean {
  const until = memory.gone.get(url);
  return until !== undefined && until > now;
}

export function markFound(memory: MediaMemory, original: string, copy: string): void {
  memory.gone.delete(original);
  if (original === copy) memory.found.delete(original);
  else setBounded(memory.found, original, copy);
}

export function serializeMediaMemory(memory: MediaMemory): string {
  const hosts = [...memory.hosts].map(([host, { count, until }]) => [host, count, until]);
  const { failed, found, gone, aliveHosts } = memory;
  return JSON.stringify({ version: VERSION, failed: [...failed], found: [...found], gone: [...gone], hosts, aliveHosts: [...aliveHosts] });
}

/** Address and deadline pairs still in force. */
function readDeadlines(value: unknown, into: Map<string, number>, now: number): void {
  for (const [url, until] of pairs(value)) {
    if (typeof url === 'string' && isHttpUrl(url) && typeof until === 'number' && until > now) setBounded(into, url, until);
  }
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
  const { failed, found, gone, hosts, aliveHosts } = stored as Partial<Record<keyof MediaMemory, unknown>>;
  readDeadlines(failed, memory.failed, now);
  readDeadlines(gone, memory.gone, now);
  for (const [host, count, until] of pairs(hosts)) {
    if (typeof host === 'string' && typeof count === 'number' && typeof until === 'number' && until > now)
      setBounded(memory.hosts, host, { count, until });
  }
  for (const [host, until] of pairs(aliveHosts)) {
    if (typeof host === 'string' && typeof until === 'number' && until > now) setBounded(memory.aliveHosts, host, until);
  }
  for (const [original, copy] of pairs(found)) {
    if (typeof original === 'string' && typeof copy === 'string' && isHttpUrl(original) && isHttpUrl(copy))
      markFound(memory, original, copy);
  }
  return memory;
}
