/**
 * Where else a file may be (docs/data-and-requests.md, Media recovery): its author's
 * Blossom servers (kind 10063, BUD-03), then the configured public ones. Loaded on the
 * first failed picture or video, in its own chunk. An author's list is asked for once
 * per visit and kept, like other events, in the relay client's cache
 * (docs/cache-and-offline.md, Relay client cache), which answers it on the next visit.
 */
import { blobCandidates, blobHash, BLOSSOM_SERVER_LIST_KIND, serversOfList, type BlobRef } from '../core/blossom';
import { config } from '../config';
import { collectEvents } from './collect-events';

/** Copies on public servers are tried once this is up, whether the author's list has come or not. */
const SERVER_LIST_WAIT_MS = 1_000;

const serverLists = new Map<string, Promise<string[]>>();

function authorServers(pubkey: string): Promise<string[]> {
  let servers = serverLists.get(pubkey);
  if (!servers) {
    servers = collectEvents({ kinds: [BLOSSOM_SERVER_LIST_KIND], authors: [pubkey] }, SERVER_LIST_WAIT_MS).then(
      (events) => {
        const newest = events.reduce<(typeof events)[number] | undefined>((best, event) => (!best || event.created_at > best.created_at ? event : best), undefined);
        return newest ? serversOfList(newest.tags) : [];
      },
      () => [],
    );
    serverLists.set(pubkey, servers);
  }
  return servers;
}

/** Every address the file may be at, its own first; only its own when its hash is unknown. */
export async function blobCopies(ref: BlobRef & { authorId: string }): Promise<string[]> {
  if (!blobHash(ref)) return [ref.url];
  return blobCandidates(ref, await authorServers(ref.authorId), config.blossomServers);
}
