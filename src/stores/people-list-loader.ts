import { readPeopleList } from '../core/sets';
import type { PeopleList } from '../core/types';
import { fetchListEvent } from '../nostr/client';

/**
 * The people list a list route names (docs/content-rules.md, People lists), or undefined
 * when no relay has it or what came back is not a follow set or starter pack (an nevent
 * need not say its kind).
 */
export async function loadPeopleList(ref: string): Promise<PeopleList | undefined> {
  const event = await fetchListEvent(ref);
  return event ? readPeopleList(event) : undefined;
}
