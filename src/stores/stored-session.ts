/**
 * The session and the user's relay list in localStorage under the original product's keys
 * (docs/cache-and-offline.md, Local storage keys: ngine.session, ngine.10002). Storage that is full, disabled or
 * throwing leaves the session in memory only: nothing else breaks.
 */
import {
  parseStoredRelayList,
  parseStoredRelayUrls,
  parseStoredSession,
  RELAY_LIST_KEY,
  serializeSession,
  SESSION_KEY,
  type StoredSession,
} from '../core/identity';
import type { NostrEvent } from '../core/types';
import { readStored, writeStored } from './local-storage';

export function loadSession(): StoredSession | undefined {
  return parseStoredSession(readStored(SESSION_KEY));
}

export function saveSession(session: StoredSession): void {
  writeStored(SESSION_KEY, serializeSession(session));
}

export function loadRelayList(pubkey: string): NostrEvent | undefined {
  return parseStoredRelayList(readStored(RELAY_LIST_KEY), pubkey);
}

export function saveRelayList(event: NostrEvent): void {
  writeStored(RELAY_LIST_KEY, JSON.stringify(event));
}

/**
 * The user's blocked relays (kind 10006), so that a reload knows them before the relay
 * client starts and its outbox model picks relays.
 */
const BLOCKED_RELAYS_KEY = 'diorama-blocked-relays';

export function loadBlockedRelays(): string[] {
  return parseStoredRelayUrls(readStored(BLOCKED_RELAYS_KEY));
}

export function saveBlockedRelays(urls: readonly string[]): void {
  writeStored(BLOCKED_RELAYS_KEY, JSON.stringify(urls));
}

/** docs/session-and-actions.md, Logout: logout leaves no stored value that names the user. */
export function forgetStoredSession(): void {
  writeStored(SESSION_KEY, undefined);
  writeStored(RELAY_LIST_KEY, undefined);
  writeStored(BLOCKED_RELAYS_KEY, undefined);
}
