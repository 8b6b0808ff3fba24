/** Which of the pool's relays are connected, as plain data. */
import { getNdk } from './ndk';

export interface RelayCounts {
  connected: number;
  total: number;
  /** The relays that are not connected now: refused, hung up, or gone. */
  failed: string[];
}

export function watchRelays(onChange: (counts: RelayCounts) => void): () => void {
  const pool = getNdk().pool;
  const report = (): void => {
    const connected = new Set(pool.connectedRelays().map((relay) => relay.url));
    const all = [...pool.relays.keys()];
    onChange({ connected: connected.size, total: all.length, failed: all.filter((url) => !connected.has(url)) });
  };
  pool.on('relay:connect', report);
  pool.on('relay:disconnect', report);
  report();
  return () => {
    pool.off('relay:connect', report);
    pool.off('relay:disconnect', report);
  };
}
