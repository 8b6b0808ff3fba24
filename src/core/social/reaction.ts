/** NIP-25 reactions (docs/session-and-actions.md and docs/data-and-requests.md): a like is kind 7 with content "+". */
import { REACTION_KIND } from '../events/kinds';
import type { NostrEvent, UnsignedEvent } from '../types';

/** e and p tags of the post, and k with its kind (NIP-25); the e tag carries a relay hint when known. */
export function likeTemplate(post: Pick<NostrEvent, 'id' | 'pubkey' | 'kind'>, relayHint: string | undefined, now: number): UnsignedEvent {
  const e = relayHint ? ['e', post.id, relayHint] : ['e', post.id];
  return { kind: REACTION_KIND, content: '+', created_at: now, tags: [e, ['p', post.pubkey], ['k', String(post.kind)]] };
}

/** NIP-25: the last e tag names the post; "-" is a dislike, anything else a like. */
export function isLikeOf(reaction: NostrEvent, postId: string, userPubkey: string): boolean {
  if (reaction.kind !== REACTION_KIND || reaction.pubkey !== userPubkey || reaction.content === '-') return false;
  const target = reaction.tags.filter((tag) => tag[0] === 'e').at(-1)?.[1];
  return target === postId;
}
