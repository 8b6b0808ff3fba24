/** Which of the pool's relays are connected, and which have failed, as plain data. */
import { NDKRelayStatus, type NDKPool, type NDKRelay } from '@nostr-dev-kit/ndk';
import type { RelayConnection } from '../core/relays';
import { chosenPool } from './chosen-relays';
import { getNdk } from './ndk';
import { forgetFailures } from './relay-backoff';

export interface RelayCounts {
  connected: number;
  total: number;
  /** The relays that are not connected now: refused, hung up, gone, or still connecting. */
  failed: string[];
  /** Each relay's last outcome (core/relays/relay-health.ts): a failure stays until it connects. */
  connections: Record<string, RelayConnection>;
}

/** What a relay's state says before any event about it was seen here. */
function connectionOf(relay: NDKRelay): RelayConnection {
  if (relay.status >= NDKRelayStatus.CONNECTED) return 'connected';
  if (relay.status === NDKRelayStatus.CONNECTING) return 'pending';
  // Disconnected without ever trying has not failed; reconnecting or flapping has.
  return relay.status === NDKRelayStatus.DISCONNECTED && relay.connectionStats.attempts === 0 ? 'pending' : 'failed';
}

/** Each pool's relays whose outcome was seen, by URL; a retry forgets them (retryRelays). */
const outcomesByPool = new WeakMap<NDKPool, Map<string, RelayConnection>>();
const reportersByPool = new WeakMap<NDKPool, Set<() => void>>();

function outcomesOf(pool: NDKPool): Map<string, RelayConnection> {
  let outcomes = outcomesByPool.get(pool);
  if (!outcomes) outcomesByPool.set(pool, (outcomes = new Map()));
  return outcomes;
}

function reportersOf(pool: NDKPool): Set<() => void> {
  let reporters = reportersByPool.get(pool);
  if (!reporters) reportersByPool.set(pool, (reporters = new Set()));
  return reporters;
}

/** The relay client's relays: the configured, added and outbox relays every feed asks. */
export function watchRelays(onChange: (counts: RelayCounts) => void): () => void {
  return watchPool(getNdk().pool, onChange);
}

/** The relays of the feeds that ask chosen relays alone (chosen-relays.ts). */
export function watchChosenRelays(onChange: (counts: RelayCounts) => void): () => void {
  return watchPool(chosenPool(), onChange);
}

function watchPool(pool: NDKPool, onChange: (counts: RelayCounts) => void): () => void {
  const outcomes = outcomesOf(pool);
  const reporters = reportersOf(pool);
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
    // A relay taken out of the pool has no outcome: the same address put back later starts afresh.
    if (pool.relays.get(relay.url) === relay) outcomes.set(relay.url, 'failed');
    else outcomes.delete(relay.url);
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
  retryPool(getNdk().pool);
}

/** The same for the chosen relays (chosen-relays.ts). */
export function retryChosenRelays(): void {
  retryPool(chosenPool());
}

function retryPool(pool: NDKPool): void {
  const outcomes = outcomesOf(pool);
  for (const relay of pool.relays.values()) {
    if (relay.status >= NDKRelayStatus.CONNECTED) continue;
    outcomes.delete(relay.url);
    forgetFailures(relay);
    relay.connectivity.resetReconnectionState();
    if (relay.status !== NDKRelayStatus.CONNECTING) {
      relay.connect().catch((error: unknown) => console.warn('Relay connection failed', relay.url, error));
    }
  }
  for (const report of reportersOf(pool)) report();
}
