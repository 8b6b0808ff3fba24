/** Sets as the gallery shows them (docs/content-rules.md, Media sets), as plain data. */
import { listedSets, parseMediaSet } from '../core/media-set';
import type { MediaSet } from '../core/types';
import { fetchSetEvent, fetchUserSets } from '../nostr/client';

/** The set a set route names, or undefined when no relay has it. */
export async function loadMediaSet(ref: string): Promise<MediaSet | undefined> {
  const event = await fetchSetEvent(ref);
  return event ? parseMediaSet(event) : undefined;
}

/** An author's sets that name at least one post, newest first: their page and "Your lists" offer them. */
export async function findSets(pubkey: string): Promise<MediaSet[]> {
  return listedSets(await fetchUserSets(pubkey));
}
