/** A follow list change (NIP-02): one p tag added or removed, every other tag kept. */
export function toggleFollowTag(tags: readonly string[][], pubkey: string): string[][] {
  const key = pubkey.toLowerCase();
  const following = tags.some((tag) => tag[0] === 'p' && tag[1]?.toLowerCase() === key);
  return following ? tags.filter((tag) => !(tag[0] === 'p' && tag[1]?.toLowerCase() === key)) : [...tags, ['p', key]];
}
