/** Suggestions for the search box (SPEC.md section 2, grid view; section 9 limits). */
import { TOPICS, VISIBLE_HASHTAGS } from './reference-data';
import type { Topic } from './types';

export const MIN_PEOPLE_QUERY = 3;
const MAX_HASHTAGS = 20;

const HASHTAG_POOL: readonly string[] = [...new Set([...VISIBLE_HASHTAGS, ...TOPICS.filter((topic) => !topic.nsfw).flatMap((topic) => topic.tags)])];

function clean(query: string): string {
  return query.trim().replace(/^#/, '').toLowerCase();
}

export function matchTopics(query: string): Topic[] {
  const q = clean(query);
  if (!q) return [];
  return TOPICS.filter(
    (topic) => topic.name.toLowerCase().includes(q) || topic.key.includes(q) || topic.tags.some((tag) => tag.includes(q)),
  );
}

/** Prefix matches first, then the rest that contain the query. */
export function matchHashtags(query: string, pool: readonly string[] = HASHTAG_POOL): string[] {
  const q = clean(query);
  if (!q) return [];
  const prefix = pool.filter((tag) => tag.startsWith(q));
  const inner = pool.filter((tag) => !tag.startsWith(q) && tag.includes(q));
  return [...new Set([...prefix, ...inner])].slice(0, MAX_HASHTAGS);
}

export function shouldSearchPeople(query: string): boolean {
  return query.trim().length >= MIN_PEOPLE_QUERY;
}

/** What Enter in the search box navigates to: one hashtag, or nothing. */
export function normalizeTagInput(text: string): string | undefined {
  const tag = clean(text).replace(/\s+/g, '');
  return /^[\p{L}\p{N}_-]{1,64}$/u.test(tag) ? tag : undefined;
}
