/**
 * Screen mode's relays (docs/data-and-requests.md, Screen mode): every relay of the pool
 * is retried for as long as the screen runs, never given up after browsing's three tries.
 * NDK's own reconnection runs without the limit (relay-backoff.ts, retryForever); this
 * dials a relay that nothing is dialling any more, at 1 s, 2 s, 4 s … at most every 30 s
 * (core/relays/relay-retry.ts). NDK stops on its own for a relay it takes for flapping (three
 * short connections in a row, such as a relay refusing while it restarts): that state is
 * private, and is cleared here by its name, checked on each NDK upgrade.
 * A relay that connects again after being lost is reported, so the feed can ask it again:
 * it has forgotten the subscriptions it had.
 */
import { NDKRelayStatus, type NDKPool, type NDKRelay } from '@nostr-dev-kit/ndk';
import { retryDelayMs } from '../core/relays';
import { forgetFailures, retryForever } from './relay-backoff';

/** How often the relays are looked at; the waits themselves are retryDelayMs's. */
export const KEEPER_CHECK_MS = 1000;

interface Connectivity {
  reconnectTimeout?: unknown;
  _status?: NDKRelayStatus;
}

/** Disconnected, or flapping, with no reconnection of NDK's on its way. */
function abandoned(relay: NDKRelay): boolean {
  const connectivity = relay.connectivity as unknown as Connectivity;
  if (connectivity.reconnectTimeout) return false;
  return relay.status === NDKRelayStatus.DISCONNECTED || relay.status === NDKRelayStatus.FLAPPING;
}

function dial(relay: NDKRelay): void {
  const connectivity = relay.connectivity as unknown as Connectivity;
  forgetFailures(relay);
  // NDK's flapping test reads these; a relay that restarted leaves a run of short ones.
  relay.connectionStats.durations.length = 0;
  // connect() starts only from disconnected or reconnecting.
  if (relay.status === NDKRelayStatus.FLAPPING) connectivity._status = NDKRelayStatus.DISCONNECTED;
  relay.connect().catch((error: unknown) => console.warn('Relay connection failed', relay.url, error));
}

/** Keeps the pool's relays connected until the function returned is called; `onReconnect` hears of each lost relay that is back. */
export function keepPoolConnected(pool: NDKPool, onReconnect: (url: string) => void): () => void {
  const releaseLimit = retryForever();
  const lost = new Set<string>();
  const tries = new Map<string, { failed: number; nextAt: number }>();
  for (const relay of pool.relays.values()) if (relay.status < NDKRelayStatus.CONNECTED) lost.add(relay.url);

  const onConnect = (relay: NDKRelay): void => {
    tries.delete(relay.url);
    if (lost.delete(relay.url)) onReconnect(relay.url);
  };
  const onDisconnect = (relay: NDKRelay): void => void lost.add(relay.url);

  const check = (): void => {
    const now = Date.now();
    for (const relay of pool.relays.values()) {
      if (!abandoned(relay)) continue;
      const tried = tries.get(relay.url);
      if (tried && now < tried.nextAt) continue;
      const failed = tried ? tried.failed + 1 : 0;
      tries.set(relay.url, { failed, nextAt: now + retryDelayMs(failed) });
      dial(relay);
    }
  };

  pool.on('relay:connect', onConnect);
  pool.on('relay:disconnect', onDisconnect);
  const timer = setInterval(check, KEEPER_CHECK_MS);
  return () => {
    clearInterval(timer);
    pool.off('relay:connect', onConnect);
    pool.off('relay:disconnect', onDisconnect);
    releaseLimit();
  };
}
