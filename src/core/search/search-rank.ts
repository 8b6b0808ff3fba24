/**
 * How well a search suggestion matches what was typed (what matches best comes
 * first). Pure and shared by topics, hashtags and people (docs/views-and-keys.md, Search).
 */
import type { Profile } from '../types';

/** Higher is better; `none` means the text does not contain the query at all. */
export const MATCH_RANK = { none: 0, substring: 1, wordPrefix: 2, prefix: 3, exact: 4 } as const;
export type MatchRank = (typeof MATCH_RANK)[keyof typeof MATCH_RANK];

/** Text as it compares in search: trimmed, without leading #, NFC, lowercase. */
export function searchKey(text: string): string {
  return text.trim().replace(/^#+/, '').trim().normalize('NFC').toLowerCase();
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Exact > prefix > word-prefix (the query starts a later word: "badger" in "Honey Badger")
 * > substring. `query` must already be a searchKey; `text` is compared case-insensitively.
 */
export function matchRank(text: string, query: string): MatchRank {
  if (!query) return MATCH_RANK.none;
  const candidate = text.normalize('NFC').toLowerCase();
  if (candidate === query) return MATCH_RANK.exact;
  if (candidate.startsWith(query)) return MATCH_RANK.prefix;
  let found: MatchRank = MATCH_RANK.none;
  for (let at = candidate.indexOf(query, 1); at !== -1; at = candidate.indexOf(query, at + 1)) {
    if (!WORD_CHARACTER.test(candidate[at - 1] ?? '')) return MATCH_RANK.wordPrefix;
    found = MATCH_RANK.substring;
  }
  return found;
}

/** The best rank of any of the texts (a topic's name, key and tags; a person's names). */
export function bestRank(texts: readonly (string | undefined)[], query: string): MatchRank {
  let best: MatchRank = MATCH_RANK.none;
  for (const text of texts) {
    if (text !== undefined) best = Math.max(best, matchRank(text, query)) as MatchRank;
  }
  return best;
}

/**
 * The items that match, best first. The sort is stable, so ties keep the order given:
 * the topic list's order, the hashtag pool's popularity order, the relay's order.
 */
export function rankMatches<T>(items: readonly T[], rank: (item: T) => MatchRank): T[] {
  return items
    .map((item) => ({ item, score: rank(item) }))
    .filter((entry) => entry.score > MATCH_RANK.none)
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.item);
}

/** The name before the @ of a NIP-05 identifier ("_" is the domain's own, no name). */
function nip05LocalPart(nip05: string | undefined): string | undefined {
  const local = nip05?.split('@')[0];
  return local && local !== '_' ? local : undefined;
}

/** A person ranks by their name, display name or NIP-05 local part, whichever matches best. */
export function personRank(person: Profile, query: string): MatchRank {
  return bestRank([person.name, person.displayName, nip05LocalPart(person.nip05)], query);
}

/**
 * People from the NIP-50 search, best match first. The relay may also have found someone
 * by their "about" text; they stay, after everyone matched by name, in the relay's order.
 */
export function rankPeople(people: readonly Profile[], query: string): Profile[] {
  const q = searchKey(query);
  const ranked = rankMatches(people, (person) => personRank(person, q));
  const named = new Set(ranked);
  return [...ranked, ...people.filter((person) => !named.has(person))];
}
