import { parsePeopleKeys } from '../core/people-list';
import { fetchListEvent } from '../nostr/client';

/** The authors of a people list route, or undefined when the list cannot be found. */
export async function fetchListAuthors(ref: string): Promise<string[] | undefined> {
  const event = await fetchListEvent(ref);
  return event ? parsePeopleKeys(event) : undefined;
}
