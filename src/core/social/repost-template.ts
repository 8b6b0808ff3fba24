/**
 * NIP-18 reposts (docs/session-and-actions.md and docs/data-and-requests.md): kind 6 carrying a kind 1 post and a relay
 * where it can be found; kind 16 with a k tag for any other kind.
 */
import { GENERIC_REPOST_KIND, REPOST_KIND, REPOST_KINDS, TEXT_NOTE_KIND } from '../events/kinds';
import { normalizeRelayUrl } from '../relays/relay-list';
import type { NostrEvent, UnsignedEvent } from '../types';

/** docs/session-and-actions.md, Error catalogue: a repost is aborted without a relay for the original. */
export const NO_RELAY_ERROR = 'No relay URL for the original event';

export function repostTemplate(post: NostrEvent, relayUrl: string | undefined, now: number): UnsignedEvent {
  const relay = relayUrl ? normalizeRelayUrl(relayUrl) : undefined;
  if (!relay) throw new Error(NO_RELAY_ERROR);
  const tags = [
    ['e', post.id, relay],
    ['p', post.pubkey],
  ];
  if (post.kind === TEXT_NOTE_KIND) return { kind: REPOST_KIND, content: JSON.stringify(post), tags, created_at: now };
  return { kind: GENERIC_REPOST_KIND, content: JSON.stringify(post), tags: [...tags, ['k', String(post.kind)]], created_at: now };
}

/** The user's repost (6 or 16) of the post its first e tag names. */
export function isRepostOf(repost: NostrEvent, postId: string, userPubkey: string): boolean {
  return REPOST_KINDS.includes(repost.kind) && repost.pubkey === userPubkey && repost.tags.find((tag) => tag[0] === 'e')?.[1] === postId;
}
