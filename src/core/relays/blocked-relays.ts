/** NIP-51 blocked relays, kind 10006 (docs/session-and-actions.md, Own lists): never connected to. */
import { BLOCKED_RELAYS_KIND } from '../events/kinds';
import { normalizeRelayUrl } from './relay-list';
import type { NostrEvent } from '../types';

export function parseBlockedRelays(event: NostrEvent): string[] {
  if (event.kind !== BLOCKED_RELAYS_KIND) return [];
  const urls = new Set<string>();
  for (const [name, value] of event.tags) {
    const url = name === 'relay' && typeof value === 'string' ? normalizeRelayUrl(value) : undefined;
    if (url) urls.add(url);
  }
  return [...urls];
}
