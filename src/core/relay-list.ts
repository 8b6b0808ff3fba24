/** Relay lists (NIP-65 kind 10002): r tags with an optional read or write marker. */
import type { NostrEvent, RelayListEntry } from './types';

export const RELAY_LIST_KIND = 10002;

export function normalizeRelayUrl(url: string): string | undefined {
  const trimmed = url.trim().replace(/\/+$/, '');
  return /^wss?:\/\/[^\s/]+/i.test(trimmed) ? trimmed : undefined;
}

export function parseRelayList(event: NostrEvent): RelayListEntry[] {
  if (event.kind !== RELAY_LIST_KIND) return [];
  const entries = new Map<string, RelayListEntry>();
  for (const tag of event.tags) {
    if (tag[0] !== 'r' || typeof tag[1] !== 'string') continue;
    const url = normalizeRelayUrl(tag[1]);
    if (!url) continue;
    const marker = tag[2];
    // No marker means both (SPEC.md section 3).
    const read = marker !== 'write';
    const write = marker !== 'read';
    const known = entries.get(url);
    entries.set(url, { url, read: read || (known?.read ?? false), write: write || (known?.write ?? false) });
  }
  return [...entries.values()];
}

export const readRelays = (list: readonly RelayListEntry[]): string[] => list.filter((entry) => entry.read).map((entry) => entry.url);
export const writeRelays = (list: readonly RelayListEntry[]): string[] => list.filter((entry) => entry.write).map((entry) => entry.url);
