/**
 * Where else a file may be (docs/data-and-requests.md, Media recovery): its author's
 * Blossom servers (kind 10063, BUD-03), then the configured public ones. Loaded on the
 * first failed picture or video, in its own chunk. An author's list is asked for once
 * per visit: beside the first screen's pictures (early-server-lists.ts), or else here,
 * where it is kept, like other events, in the relay client's cache
 * (docs/cache-and-offline.md, Relay client cache), which answers it on the next visit.
 */
import { blobCandidates, blobHash, serversOfList, type BlobRef } from '../core/media';
import { BLOSSOM_SERVER_LIST_KIND } from '../core/events';
import { config } from '../config';
import { collectEvents } from './collect-events';
import { earlyServerLists } from './early-server-lists';

/** How long the relays have to send an author's list. */
const SERVER_LIST_TIMEOUT_MS = 4_000;
/**
 * How long a dead file waits for its author's list before the public servers are tried:
 * the list may still come from a relay that is slow or a relay client still starting,
 * and the author's servers then come next.
 */
const SERVER_LIST_WAIT_MS = 300;

const serverLists = new Map<string, Promise<string[]>>();

/** The author's servers: as asked for beside the first screen's pictures, else from the relays now. */
function authorServers(pubkey: string): Promise<string[]> {
  let servers = serverLists.get(pubkey);
  if (!servers) {
    const early = earlyServerLists.of(pubkey);
    servers = early ? early.then((found) => found ?? askRelays(pubkey)) : askRelays(pubkey);
    serverLists.set(pubkey, servers);
  }
  return servers;
}

function askRelays(pubkey: string): Promise<string[]> {
  return collectEvents({ kinds: [BLOSSOM_SERVER_LIST_KIND], authors: [pubkey] }, SERVER_LIST_TIMEOUT_MS).then(
    (events) => {
      const newest = events.reduce<(typeof events)[number] | undefined>(
        (best, event) => (!best || event.created_at > best.created_at ? event : best),
        undefined,
      );
      return newest ? serversOfList(newest.tags) : [];
    },
    () => [],
  );
}

/** The author's servers if their list is in within the wait, else none for now. */
function authorServersSoon(pubkey: string): Promise<string[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), SERVER_LIST_WAIT_MS);
  });
  return Promise.race([authorServers(pubkey), wait]).finally(() => clearTimeout(timer));
}

/**
 * Every address the file may be at, its own first; only its own when its hash is
 * unknown. Asked again after each failure, so an author's list that came late puts
 * their servers next.
 */
export async function blobCopies(ref: BlobRef & { authorId: string }): Promise<string[]> {
  if (!blobHash(ref)) return [ref.url];
  return blobCandidates(ref, await authorServersSoon(ref.authorId), config.blossomServers);
}
