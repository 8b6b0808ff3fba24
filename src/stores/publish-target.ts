import { config } from '../config';
import { parseRelayList, publishRelays } from '../core/relays';
import { ownListsSync } from './own-lists-sync';
import { useSessionStore } from './session-store';

/**
 * NIP-65: the configured relays and the user's write relays, none the user blocked. It
 * waits for the blocked-relay list, which a just restored session may not have yet: a
 * blocked relay must never be connected to (docs/data-and-requests.md, Relays).
 */
export async function currentPublishRelays(): Promise<string[]> {
  await ownListsSync.whenBlockListKnown();
  const { relayList, blockedRelays } = useSessionStore.getState();
  return publishRelays(config.relays, relayList ? parseRelayList(relayList) : undefined, blockedRelays);
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
