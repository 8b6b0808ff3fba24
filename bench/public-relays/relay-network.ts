/**
 * The eight relays, started once with their shares of the events, and their latency
 * shims, started afresh for each variant with that variant's health. A dead relay's port
 * has nothing listening: connections are refused.
 */
import type { NostrEvent } from 'nostr-tools';
import { startRelay, type TestRelay } from '../../tests/support/relay';
import { startLatencyShim, type LatencyShim } from './latency-shim';
import { PUBLIC_RELAYS, shareEvents } from './relay-set';
import { healthOf, type Variant } from './variants';

export interface RelayNetwork {
  /** Stops the previous variant's shims and starts this one's. */
  useVariant(variant: Variant): Promise<void>;
  /** Connections the shims accepted since the last call, by port. */
  takeConnections(): Record<number, number>;
  stop(): Promise<void>;
}

export async function startRelayNetwork(events: readonly NostrEvent[]): Promise<RelayNetwork> {
  const shares = shareEvents(events);
  const relays = new Map<number, TestRelay>();
  for (const { port } of PUBLIC_RELAYS) relays.set(port, await startRelay({ events: shares.get(port) ?? [] }));
  let shims: LatencyShim[] = [];

  async function stopShims(): Promise<void> {
    await Promise.all(shims.map((shim) => shim.stop()));
    shims = [];
  }

  return {
    async useVariant(variant) {
      await stopShims();
      for (const profile of PUBLIC_RELAYS) {
        const health = healthOf(variant, profile.port);
        const relay = relays.get(profile.port);
        if (health === 'dead' || !relay) continue;
        shims.push(await startLatencyShim({ ...profile, upstreamUrl: relay.url, mode: health }));
      }
    },
    takeConnections() {
      const counts: Record<number, number> = {};
      for (const shim of shims) {
        counts[shim.port] = shim.connections();
        shim.resetConnections();
      }
      return counts;
    },
    async stop() {
      await stopShims();
      await Promise.all([...relays.values()].map((relay) => relay.stop()));
    },
  };
}
