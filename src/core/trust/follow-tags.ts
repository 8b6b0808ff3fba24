/** Follow list changes (NIP-02): every tag the app does not change is kept as it was. */
import { toHex32 } from '../events/hex32';
import { parsePeopleKeys } from './contact-list';

/** A follow list change: one p tag added or removed, every other tag kept. */
export function toggleFollowTag(tags: readonly string[][], pubkey: string): string[][] {
  const key = pubkey.toLowerCase();
  const following = tags.some((tag) => tag[0] === 'p' && tag[1]?.toLowerCase() === key);
  return following ? tags.filter((tag) => !(tag[0] === 'p' && tag[1]?.toLowerCase() === key)) : [...tags, ['p', key]];
}

/**
 * The people of a list the user does not follow yet (docs/session-and-actions.md, Follow
 * all): 64-hex keys, lowercased, once each, in the list's order, the user themselves left out.
 */
export function notYetFollowed(people: readonly string[], followed: readonly string[] | undefined, self: string | undefined): string[] {
  const skip = new Set(followed?.map((key) => key.toLowerCase()));
  if (self) skip.add(self.toLowerCase());
  const missing: string[] = [];
  for (const person of people) {
    const key = toHex32(person);
    if (!key || skip.has(key)) continue;
    skip.add(key);
    missing.push(key);
  }
  return missing;
}

/**
 * Follow all (docs/session-and-actions.md, Follow all): the follow list's tags, every one
 * kept exactly as it was and where it was (relay hints, petnames, tags of other kinds),
 * with a `p` tag at the end for each person of the list not followed yet.
 */
export function followEveryone(
  tags: readonly string[][],
  people: readonly string[],
  self: string | undefined,
): { tags: string[][]; added: string[] } {
  const added = notYetFollowed(people, parsePeopleKeys({ tags: [...tags] }), self);
  return { tags: [...tags.map((tag) => [...tag]), ...added.map((key) => ['p', key])], added };
}
