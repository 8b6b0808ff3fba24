/** Which of the pool's relays are connected, and which have failed, as plain data. */
import { NDKRelayStatus, type NDKRelay } from '@nostr-dev-kit/ndk';
import type { RelayConnection } from '../core/relay-health';
import { getNdk } from './ndk';
import { forgetFailures } from './relay-backoff';

export interface RelayCounts {
  connected: number;
  total: number;
  /** The relays that are not connected now: refused, hung up, gone, or still connecting. */
  failed: string[];
  /** Each relay's last outcome (core/relay-health.ts): a failure stays until it connects. */
  connections: Record<string, RelayConnection>;
}

/** What a relay's state says before any event about it was seen here. */
function connectionOf(relay: NDKRelay): RelayConnection {
  if (relay.status >= NDKRelayStatus.CONNECTED) return 'connected';
  if (relay.status === NDKRelayStatus.CONNECTING) return 'pending';
  // Disconnected without ever trying has not failed; reconnecting or flapping has.
  return relay.status === NDKRelayStatus.DISCONNECTED && relay.connectionStats.attempts === 0 ? 'pending' : 'failed';
}

/** Relays whose outcome was seen, by URL; a retry forgets them (retryRelays). */
const outcomes = new Map<string, RelayConnection>();
const reporters = new Set<() => void>();

export function watchRelays(onChange: (counts: RelayCounts) => void): () => void {
  const pool = getNdk().pool;
  const report = (): void => {
    const relays = [...pool.relays.values()];
    const connected = new Set(pool.connectedRelays().map((relay) => relay.url));
    const connections = Object.fromEntries(relays.map((relay) => [relay.url, outcomes.get(relay.url) ?? connectionOf(relay)]));
    onChange({
      connected: connected.size,
      total: relays.length,
      failed: relays.filter((relay) => !connected.has(relay.url)).map((relay) => relay.url),
      connections,
    });
  };
  const onConnect = (relay: NDKRelay): void => {
    outcomes.set(relay.url, 'connected');
    report();
  };
  // Refused, errored or hung up: NDK reports each as a disconnect (a relay taken out of
  // the pool too, which report() then leaves out).
  const onDisconnect = (relay: NDKRelay): void => {
    outcomes.set(relay.url, 'failed');
    report();
  };
  pool.on('relay:connect', onConnect);
  pool.on('relay:disconnect', onDisconnect);
  pool.on('relay:connecting', report);
  reporters.add(report);
  report();
  return () => {
    reporters.delete(report);
    pool.off('relay:connect', onConnect);
    pool.off('relay:disconnect', onDisconnect);
    pool.off('relay:connecting', report);
  };
}

/**
 * Tries every relay that is not connected again now, its back-off forgotten (the user's
 * Retry, docs/data-and-requests.md, Relays); their failures are forgotten until this
 * attempt ends.
 */
export function retryRelays(): void {
  const pool = getNdk().pool;
  for (const relay of pool.relays.values()) {
    if (relay.status >= NDKRelayStatus.CONNECTED) continue;
    outcomes.delete(relay.url);
    forgetFailures(relay);
    relay.connectivity.resetReconnectionState();
    if (relay.status !== NDKRelayStatus.CONNECTING) {
      relay.connect().catch((error: unknown) => console.warn('Relay connection failed', relay.url, error));
    }
  }
  for (const report of reporters) report();
}
