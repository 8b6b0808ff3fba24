/**
 * NIP-18 reposts (docs/session-and-actions.md and docs/data-and-requests.md): kind 6 carrying a kind 1 post and a relay
 * where it can be found; kind 16 with a k tag for any other kind.
 */
import { normalizeRelayUrl } from './relay-list';
import type { UnsignedEvent } from './reaction';
import type { NostrEvent } from './types';

/** docs/session-and-actions.md, Error catalogue: a repost is aborted without a relay for the original. */
export const NO_RELAY_ERROR = 'No relay URL for the original event';

export function repostTemplate(post: NostrEvent, relayUrl: string | undefined, now: number): UnsignedEvent {
  const relay = relayUrl ? normalizeRelayUrl(relayUrl) : undefined;
  if (!relay) throw new Error(NO_RELAY_ERROR);
  const tags = [['e', post.id, relay], ['p', post.pubkey]];
  if (post.kind === 1) return { kind: 6, content: JSON.stringify(post), tags, created_at: now };
  return { kind: 16, content: JSON.stringify(post), tags: [...tags, ['k', String(post.kind)]], created_at: now };
}

/** The user's repost (6 or 16) of the post its first e tag names. */
export function isRepostOf(repost: NostrEvent, postId: string, userPubkey: string): boolean {
  return (repost.kind === 6 || repost.kind === 16) && repost.pubkey === userPubkey && repost.tags.find((tag) => tag[0] === 'e')?.[1] === postId;
}
