/** Relay reachability, so the page can say when no relay answers. */
import { create } from 'zustand';
import { relayHealth, type RelayHealth } from '../core/relays';
import { retryChosenRelays, retryRelays, watchChosenRelays, watchRelays, type RelayCounts } from '../nostr/client';

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

/** The relay client's side of the status; tests pass fakes. */
export interface RelayStatusDeps {
  /** Reports the relays' counts and each one's connection as they change (nostr/client.ts). */
  watchRelays(onChange: (counts: RelayCounts) => void): unknown;
  /** Tries every relay not connected again now. */
  retryRelays(): Promise<void>;
}

/** Long enough for a healthy relay to connect; NDK gives up on a dead one about as fast. */
const SETTLE_MS = 4000;

export function createRelayStatus(deps: RelayStatusDeps) {
  const store = create<RelayState>()(() => ({ connected: 0, total: 0, failed: [], settled: false, health: 'unknown' }));

  let watching = false;

  return {
    useStore: store,
    watch(): void {
      if (watching) return;
      watching = true;
      deps.watchRelays(({ connections, ...counts }) => store.setState({ ...counts, health: relayHealth(Object.values(connections)) }));
      setTimeout(() => store.setState({ settled: true }), SETTLE_MS);
    },
    /** The user's Retry: every relay not connected is tried again now, and counts as connecting until it answers or fails. */
    retry(): void {
      store.setState({ health: 'unknown' });
      void deps.retryRelays();
    },
  };
}

export type RelayStatus = ReturnType<typeof createRelayStatus>;

/** The page's one instance, on its relay client. */
const page = createRelayStatus({
  watchRelays: (onChange) => watchRelays(onChange),
  retryRelays: () => retryRelays(),
});

export const useRelayStore = page.useStore;
export const watchRelayStatus = page.watch;
export const retryRelayConnections = page.retry;

/** The relays of a feed that asks chosen relays alone (a relay route's), followed apart from the relay client's. */
const chosen = createRelayStatus({
  watchRelays: (onChange) => watchChosenRelays(onChange),
  retryRelays: () => retryChosenRelays(),
});

export const useChosenRelayStore = chosen.useStore;
export const watchChosenRelayStatus = chosen.watch;
export const retryChosenRelayConnections = chosen.retry;
