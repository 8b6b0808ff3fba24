/** What the search box asks of the network, as plain data. */
import { parsePeopleList } from '../core/sets';
import type { NamedPeopleList, Profile } from '../core/types';
import { fetchUserPeopleLists, searchPeople } from '../nostr/client';

export function findPeople(query: string): Promise<Profile[]> {
  return searchPeople(query);
}

/** One of the user's people lists, with the naddr that follows its edits. */
export type UserList = NamedPeopleList;

/** The user's follow sets and starter packs that make galleries (docs/content-rules.md, People lists drop rule applied). */
export async function findUserLists(pubkey: string): Promise<UserList[]> {
  const events = await fetchUserPeopleLists(pubkey);
  return events.flatMap((event) => parsePeopleList(event) ?? []);
}
