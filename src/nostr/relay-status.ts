/** How many of the pool's relays are connected, as plain numbers. */
import { getNdk } from './ndk';

export interface RelayCounts {
  connected: number;
  total: number;
}

export function watchRelays(onChange: (counts: RelayCounts) => void): () => void {
  const pool = getNdk().pool;
  const report = (): void => onChange({ connected: pool.connectedRelays().length, total: pool.relays.size });
  pool.on('relay:connect', report);
  pool.on('relay:disconnect', report);
  report();
  return () => {
    pool.off('relay:connect', report);
    pool.off('relay:disconnect', report);
  };
}
