/** What the search box asks of the network, as plain data. */
import { listAddress, parsePeopleList } from '../core/people-list';
import type { PeopleList, Profile } from '../core/types';
import { fetchUserPeopleLists, searchPeople } from '../nostr/client';

export function findPeople(query: string): Promise<Profile[]> {
  return searchPeople(query);
}

export interface UserList extends PeopleList {
  naddr: string;
}

/** The user's people lists that make galleries (docs/content-rules.md, People lists drop rule applied). */
export async function findUserLists(pubkey: string): Promise<UserList[]> {
  const events = await fetchUserPeopleLists(pubkey);
  return events.flatMap((event) => {
    const list = parsePeopleList(event);
    return list ? [{ ...list, naddr: listAddress(event) }] : [];
  });
}
