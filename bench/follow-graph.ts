/**
 * A signed-in user for the benchmark who follows 1,000 people, each of whom follows 100:
 * the fixture authors (so a tag route's pictures come from people the user follows) and
 * people of the graph's own. Really signed, from fixed seeds, so every run asks the same.
 */
import { createHash } from 'node:crypto';
import { finalizeEvent, getPublicKey, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';

export const FOLLOW_COUNT = 1000;
const FOLLOWS_OF_EACH = 100;
/** The people the follows follow are drawn from this many, so their lists overlap as real ones do. */
const SECOND_RING_POOL = 5000;

function seeded(label: string): Uint8Array {
  return createHash('sha256').update(`diorama-bench-graph-${label}`).digest();
}

export interface FollowGraph {
  user: string;
  events: NostrEvent[];
}

export function followGraph(fixtureAuthors: readonly { secretKeyHex: string }[], now: number): FollowGraph {
  const userSecret = seeded('user');
  const secrets = fixtureAuthors.map((author) => hexToBytes(author.secretKeyHex));
  for (let index = secrets.length; index < FOLLOW_COUNT; index++) secrets.push(seeded(`follow-${index}`));
  const follows = secrets.slice(0, FOLLOW_COUNT).map((secret) => ({ secret, pubkey: getPublicKey(secret) }));
  const list = (secret: Uint8Array, keys: readonly string[]): NostrEvent =>
    finalizeEvent({ kind: 3, created_at: now - 86_400, tags: keys.map((key) => ['p', key]), content: '' }, secret);
  const pool = Array.from({ length: SECOND_RING_POOL }, (_, index) => getPublicKey(seeded(`second-${index}`)));
  const events = [
    list(
      userSecret,
      follows.map((follow) => follow.pubkey),
    ),
  ];
  follows.forEach((follow, index) => {
    const theirs = Array.from({ length: FOLLOWS_OF_EACH }, (_, n) => pool[(index * 37 + n) % SECOND_RING_POOL] ?? '');
    events.push(list(follow.secret, theirs));
  });
  return { user: getPublicKey(userSecret), events };
}
