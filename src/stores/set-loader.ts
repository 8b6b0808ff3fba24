/** Sets as the gallery shows them (docs/content-rules.md, Media sets), as plain data. */
import { listedSets } from '../core/sets';
import type { MediaSet } from '../core/types';
import { fetchUserSets } from '../nostr/client';

/** An author's sets that name at least one post, newest first: their page and "Your lists" offer them. */
export async function findSets(pubkey: string): Promise<MediaSet[]> {
  return listedSets(await fetchUserSets(pubkey));
}
