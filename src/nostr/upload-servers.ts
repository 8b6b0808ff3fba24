/**
 * The user's upload servers (docs/posting.md, Upload servers): their Blossom list (kind
 * 10063, BUD-03) and their NIP-96 list (kind 10096), the newest of each. Asked when the
 * posting screen opens; a list that has not come within the wait counts as none.
 */
import { serversOfList } from '../core/media';
import { BLOSSOM_SERVER_LIST_KIND, FILE_SERVER_LIST_KIND } from '../core/events';
import type { NostrEvent } from '../core/types';
import type { UserUploadServers } from '../core/posting';
import type { NDKFilter } from '@nostr-dev-kit/ndk';
import { collectEvents } from './collect-events';

const LISTS_TIMEOUT_MS = 4_000;

function newestOfKind(events: readonly NostrEvent[], kind: number): NostrEvent | undefined {
  return events
    .filter((event) => event.kind === kind)
    .reduce<NostrEvent | undefined>((best, event) => (!best || event.created_at > best.created_at ? event : best), undefined);
}

export async function fetchUploadServers(pubkey: string): Promise<UserUploadServers> {
  const events = (
    await collectEvents({ kinds: [BLOSSOM_SERVER_LIST_KIND, FILE_SERVER_LIST_KIND], authors: [pubkey] } as NDKFilter, LISTS_TIMEOUT_MS)
  ).filter((event) => event.pubkey === pubkey);
  return {
    blossom: serversOfList(newestOfKind(events, BLOSSOM_SERVER_LIST_KIND)?.tags ?? []),
    nip96: serversOfList(newestOfKind(events, FILE_SERVER_LIST_KIND)?.tags ?? []),
  };
}
