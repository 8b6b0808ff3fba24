/**
 * The four routes of the paired first visit (README, Benchmark): the top tag, /global, the
 * busiest author and a people list (docs/routes-and-filters.md, Routes). The bench set has
 * no people list: a curator key publishes a follow set (kind 30000) of the authors with
 * the most posts, which the relay holds beside the set's events.
 */
import type { NostrEvent } from 'nostr-tools';
import { PEOPLE_LIST_KIND, PROFILE_KIND, RELAY_LIST_KIND, REPOST_KIND } from '../src/core/events/kinds';
import { naddrEncode, npubEncode } from '../src/core/events/nip19';
import { deriveAuthor, sign } from '../tests/support/fixture-events';

/** A follow set of a size people share. */
const LIST_PEOPLE = 30;
const LIST_ID = 'bench-photographers';

/** Authors by their number of posts, most first, ties by key so every run picks the same. */
function authorsByPosts(events: readonly NostrEvent[]): string[] {
  const posts = new Map<string, number>();
  const notPosts = [PROFILE_KIND, REPOST_KIND, RELAY_LIST_KIND];
  for (const event of events) if (!notPosts.includes(event.kind)) posts.set(event.pubkey, (posts.get(event.pubkey) ?? 0) + 1);
  return [...posts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([pubkey]) => pubkey);
}

export function peopleListEvent(events: readonly NostrEvent[], now: number): NostrEvent {
  const curator = deriveAuthor('diorama-bench-list-curator', 'curator');
  const people = authorsByPosts(events).slice(0, LIST_PEOPLE);
  return sign(curator, {
    kind: PEOPLE_LIST_KIND,
    created_at: now,
    content: '',
    tags: [['d', LIST_ID], ['title', 'Bench photographers'], ...people.map((pubkey) => ['p', pubkey])],
  });
}

export function pairedRoutes(events: readonly NostrEvent[], topTag: string, list: NostrEvent): string[] {
  const [busiest] = authorsByPosts(events);
  if (!busiest) throw new Error('the bench set has no posts');
  const naddr = naddrEncode({ kind: PEOPLE_LIST_KIND, pubkey: list.pubkey, identifier: LIST_ID });
  return [`/tags/${topTag}`, '/global', `/p/${npubEncode(busiest)}`, `/list/${naddr}`];
}
