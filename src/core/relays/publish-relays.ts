/** Where the user's events go (NIP-65 outbox), and the external note link (NIP-19). */
import { neventEncode } from '../events/nip19';
import { normalizeRelayUrl } from './relay-list';
import type { NostrEvent, RelayListEntry } from '../types';

/** A relay list naming dozens of write relays must not make one like dial them all. */
const MAX_USER_WRITE_RELAYS = 8;
/** An external viewer for the note itself (the product has no note page of its own). */
export const NOTE_VIEWER = 'https://njump.me/';

/** The configured relays and the user's write relays, normalized, once each, none blocked. */
export function publishRelays(
  configured: readonly string[],
  userList: readonly RelayListEntry[] | undefined,
  blocked: readonly string[],
): string[] {
  const skip = new Set(blocked.map((url) => normalizeRelayUrl(url)));
  const writes = (userList ?? [])
    .filter((entry) => entry.write)
    .map((entry) => entry.url)
    .slice(0, MAX_USER_WRITE_RELAYS);
  const urls = new Set<string>();
  for (const url of [...configured, ...writes]) {
    const clean = normalizeRelayUrl(url);
    if (clean && !skip.has(clean)) urls.add(clean);
  }
  return [...urls];
}

/**
 * A link to the note in an external viewer: a nevent with the post's relay and author
 * (and kind), so the viewer can find it. Built from the id and keys only, never from text.
 */
export function externalNoteLink(post: Pick<NostrEvent, 'id' | 'pubkey' | 'kind'>, relayHint: string | undefined): string {
  const relay = relayHint ? normalizeRelayUrl(relayHint) : undefined;
  return `${NOTE_VIEWER}${neventEncode({ id: post.id, author: post.pubkey, kind: post.kind, relays: relay ? [relay] : [] })}`;
}
