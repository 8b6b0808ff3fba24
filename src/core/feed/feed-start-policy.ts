/**
 * How a feed starts, in the manner of a cache policy (docs/architecture.md, A feed's
 * start): a feed saved on an earlier visit shows its snapshot first and asks the relays
 * after; a feed never saved asks the relays at once. Which applies is known before
 * IndexedDB answers, from the list of saved feeds (nostr/feed-snapshot.ts).
 */
export type FeedStartPolicy =
  /** A first visit: nothing to show, so the first request leaves at once, from the page's first script when it can. */
  | 'relays-first'
  /** A later visit: its cached first screen is shown before the relay client starts, which would hold its pictures back. */
  | 'cache-first';

/** A cache that does not answer (a broken or locked IndexedDB) must not keep a later visit from the relays. */
export const SNAPSHOT_READ_LIMIT_MS = 1500;

export function feedStartPolicy({ hasSnapshot }: { hasSnapshot: boolean }): FeedStartPolicy {
  return hasSnapshot ? 'cache-first' : 'relays-first';
}

/** Whether the first request leaves at once, before the snapshot is read. */
export function asksRelaysAtOnce(policy: FeedStartPolicy): boolean {
  return policy === 'relays-first';
}

/** How long the start waits for the snapshot before it asks the relays anyway; undefined when it has asked them already. */
export function snapshotWaitMs(policy: FeedStartPolicy): number | undefined {
  return policy === 'cache-first' ? SNAPSHOT_READ_LIMIT_MS : undefined;
}
