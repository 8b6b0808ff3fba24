/**
 * The relays feeds are read from: the configured ones and those the visitor added on this
 * device (docs/settings.md, Relays). Kept apart from ndk.ts, like blocked-relay-set.ts, so
 * the stored list is known before the relay client is loaded: the page's first request
 * asks the added relays too, and the client starts with them.
 */
import { config } from '../config';

type AddedRelaysListener = (added: readonly string[], before: readonly string[]) => void;

let added: readonly string[] = [];
const listeners = new Set<AddedRelaysListener>();

/** The visitor's added relays, as the settings hold them; the relay client follows every change. */
export function setAddedRelays(urls: readonly string[]): void {
  if (urls.length === added.length && urls.every((url, index) => url === added[index])) return;
  const before = added;
  added = urls;
  for (const listener of listeners) listener(added, before);
}

export function addedRelays(): readonly string[] {
  return added;
}

/** Every relay a feed asks: the configured ones first, then the added ones not among them. */
export function relaysToRead(): readonly string[] {
  return [...new Set([...config.relays, ...added])];
}

/** Calls `listener` on every change of the added relays; the function returned stops it. */
export function watchAddedRelays(listener: AddedRelaysListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
