/** Relay reachability, so the page can say when no relay answers. */
import { create } from 'zustand';
import { watchRelays } from '../nostr/client';

export interface RelayState {
  connected: number;
  total: number;
  /** Relays that are not connected (issue 20: the status says which failed). */
  failed: readonly string[];
  /** False until the first connection attempts have had time to finish. */
  settled: boolean;
}

/** Long enough for a healthy relay to connect; NDK gives up on a dead one about as fast. */
const SETTLE_MS = 4000;

export const useRelayStore = create<RelayState>()(() => ({ connected: 0, total: 0, failed: [], settled: false }));

let watching = false;

export function watchRelayStatus(): void {
  if (watching) return;
  watching = true;
  watchRelays((counts) => useRelayStore.setState(counts));
  setTimeout(() => useRelayStore.setState({ settled: true }), SETTLE_MS);
}
