/**
 * What the search results show and in which order (docs/views-and-keys.md, Search: Topics;
 * Hashtags, or Popular Hashtags when nothing matches; People; Your lists).
 */
import { VISIBLE_HASHTAGS } from '../reference/reference-data';
import { normalizeTagInput } from '../routes/route';
import { matchHashtags, matchTopics, shouldSearchPeople, topicRank } from './search-match';
import { matchRank, MATCH_RANK, personRank, rankPeople, searchKey, type MatchRank } from './search-rank';
import type { Profile, Topic } from '../types';

export type SearchSection = 'topics' | 'hashtags' | 'people' | 'lists';

export const NORMAL_ORDER: readonly SearchSection[] = ['topics', 'hashtags', 'people', 'lists'];
export const PEOPLE_FIRST_ORDER: readonly SearchSection[] = ['people', 'topics', 'hashtags', 'lists'];

export interface SearchPlan {
  order: readonly SearchSection[];
  topics: Topic[];
  /** Heading of the hashtag section, the exact texts of docs/views-and-keys.md, Search. */
  hashtagHeading: 'Hashtags' | 'Popular Hashtags';
  /** What the hashtag section lists; empty hides it. */
  hashtags: readonly string[];
  /** false: under 3 characters, no People section (docs/views-and-keys.md, Search). */
  searchPeople: boolean;
  /** Best first; undefined while the people search runs. */
  people: Profile[] | undefined;
}

const best = <T>(items: readonly T[], rank: (item: T) => MatchRank): MatchRank =>
  items.reduce<MatchRank>((top, item) => Math.max(top, rank(item)) as MatchRank, MATCH_RANK.none);

/**
 * `found` is what the NIP-50 people search answered for `query`, or undefined while it
 * runs (it is ignored under 3 characters, where people are not searched).
 */
export function planSearch(query: string, found: readonly Profile[] | undefined): SearchPlan {
  const q = searchKey(query);
  const topics = matchTopics(query);
  const tags = matchHashtags(query);
  const searchPeople = shouldSearchPeople(query);
  const people = searchPeople && found ? rankPeople(found, query) : undefined;

  const topicBest = best(topics, (topic) => topicRank(topic, query));
  const tagBest = best(tags, (tag) => matchRank(tag, q));
  const personBest = best(people ?? [], (person) => personRank(person, q));
  // Someone typing a person's exact name wants that person, unless a topic or hashtag
  // starts with what they typed too; then the usual order stands.
  const peopleFirst = personBest === MATCH_RANK.exact && topicBest < MATCH_RANK.prefix && tagBest < MATCH_RANK.prefix;

  // "Nothing matches": no topic, no hashtag, and no person found (anyone the relay found
  // counts, even by their "about" text, since they are listed). While the people search
  // runs that is not known yet, so Popular Hashtags waits for its answer.
  const nothing = topics.length === 0 && tags.length === 0 && (!searchPeople || people?.length === 0);
  let hashtags: readonly string[] = tags;
  if (nothing) {
    hashtags = VISIBLE_HASHTAGS;
  } else if (tags.length === 0) {
    // The typed text as a tag is what Enter goes to (docs/views-and-keys.md, Search). It is offered
    // here when no hashtag matches but something else does, and it never counts as a
    // match: it would always be an exact one, so Popular Hashtags could never show and a
    // person's exact name could never come first.
    const typed = normalizeTagInput(query);
    hashtags = typed ? [typed] : [];
  }

  return {
    order: peopleFirst ? PEOPLE_FIRST_ORDER : NORMAL_ORDER,
    topics,
    hashtagHeading: nothing ? 'Popular Hashtags' : 'Hashtags',
    hashtags,
    searchPeople,
    people,
  };
}
