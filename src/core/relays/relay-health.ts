/**
 * Whether the relays can be reached at all, to say so at once when none can.
 * A relay is "failed" once a connection attempt ended without a connection (refused,
 * closed, errored) or its connection closed, until it connects again; a relay that
 * accepts and stays silent, or is still connecting, has not failed.
 */
export type RelayConnection = 'pending' | 'connected' | 'failed';

/** unknown: too early to tell; reachable: at least one relay is connected; unreachable: every relay failed. */
export type RelayHealth = 'unknown' | 'reachable' | 'unreachable';

export function relayHealth(connections: readonly RelayConnection[]): RelayHealth {
  if (connections.includes('connected')) return 'reachable';
  if (connections.length > 0 && connections.every((connection) => connection === 'failed')) return 'unreachable';
  return 'unknown';
}
