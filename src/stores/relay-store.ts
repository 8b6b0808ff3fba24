/** Relay reachability, so the page can say when no relay answers. */
import { create } from 'zustand';
import { relayHealth, type RelayHealth } from '../core/relay-health';
import { retryRelays, watchRelays } from '../nostr/client';

export interface RelayState {
  connected: number;
  total: number;
  /** Relays that are not connected, so the status can say which failed (docs/data-and-requests.md, Relays). */
  failed: readonly string[];
  /** False until the first connection attempts have had time to finish. */
  settled: boolean;
  /** "unreachable" as soon as every relay's attempt has failed, not after a delay: the visitor is told at once. */
  health: RelayHealth;
}

/** Long enough for a healthy relay to connect; NDK gives up on a dead one about as fast. */
const SETTLE_MS = 4000;

export const useRelayStore = create<RelayState>()(() => ({ connected: 0, total: 0, failed: [], settled: false, health: 'unknown' }));

let watching = false;

export function watchRelayStatus(): void {
  if (watching) return;
  watching = true;
  watchRelays(({ connections, ...counts }) => useRelayStore.setState({ ...counts, health: relayHealth(Object.values(connections)) }));
  setTimeout(() => useRelayStore.setState({ settled: true }), SETTLE_MS);
}

/** The user's Retry: every relay not connected is tried again now, and counts as connecting until it answers or fails. */
export function retryRelayConnections(): void {
  useRelayStore.setState({ health: 'unknown' });
  void retryRelays();
}
