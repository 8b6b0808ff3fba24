/** Suggestions for the search box (docs/views-and-keys.md, Search; limits in docs/constants.md, Search). */
import { ADULT_TAGS, BLOCKED_TAGS, TOPICS, VISIBLE_HASHTAGS } from '../reference/reference-data';
import { bestRank, matchRank, rankMatches, searchKey, type MatchRank } from './search-rank';
import type { Topic } from '../types';

/** docs/views-and-keys.md and docs/constants.md: people search needs 3 or more characters. */
export const MIN_PEOPLE_QUERY = 3;
/** The Hashtags section lists at most this many suggestions. */
export const MAX_HASHTAG_SUGGESTIONS = 20;

/**
 * The default suggestion pool: the visible hashtags plus every topic's tags, lowercased
 * and unique, without adult or blocked tags. Adult content is gated by the warning
 * (docs/session-and-actions.md, Roles), so the search box must not offer it to a visitor who typed "art"
 * (the adult topic has tags such as "nudeart").
 */
export const HASHTAG_POOL: readonly string[] = [
  ...new Set(
    [...VISIBLE_HASHTAGS, ...TOPICS.filter((topic) => !topic.nsfw).flatMap((topic) => topic.tags)]
      .map((tag) => tag.toLowerCase())
      .filter((tag) => !ADULT_TAGS.has(tag) && !BLOCKED_TAGS.has(tag)),
  ),
];

/**
 * How well a topic matches: the best of its name, key and tags. A topic flagged nsfw
 * matches only by its name or key, for the reason given at HASHTAG_POOL.
 */
export function topicRank(topic: Topic, query: string): MatchRank {
  const q = searchKey(query);
  return bestRank([topic.name, topic.key, ...(topic.nsfw ? [] : topic.tags)], q);
}

/** Topics that match the query, best first (docs/views-and-keys.md, Search); ties keep the topic list's order. */
export function matchTopics(query: string): Topic[] {
  return rankMatches(TOPICS, (topic) => topicRank(topic, query));
}

/**
 * Hashtags for the query, best first (exact, prefix, then substring), ties in
 * the pool's order (the visible hashtags, most popular first); unique, at most 20.
 */
export function matchHashtags(query: string, pool: readonly string[] = HASHTAG_POOL): string[] {
  const q = searchKey(query);
  const unique = [...new Set(pool.map((tag) => tag.toLowerCase()))];
  return rankMatches(unique, (tag) => matchRank(tag, q)).slice(0, MAX_HASHTAG_SUGGESTIONS);
}

/** docs/views-and-keys.md, Search: the People section searches only with 3 or more characters. */
export function shouldSearchPeople(query: string): boolean {
  return [...query.trim()].length >= MIN_PEOPLE_QUERY;
}
