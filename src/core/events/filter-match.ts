/**
 * Whether an event is one a filter asked for (NIP-01): a relay's answer is never trusted
 * to match its request (docs/content-rules.md, Relay answers are checked). A relay that
 * hands over other authors' posts, other hashtags or other kinds must not change what a
 * route shows.
 */
import { hashtagsOf } from './event-shape';
import { matchesSearchWords } from './search-words';
import type { FeedFilter, NostrEvent } from '../types';

/**
 * Ids, kinds, authors and hashtags, as NIP-01 reads them, and a NIP-50 search's words. Hashtags are compared in lower case,
 * as the app asks for them. Time bounds are left to the caller: one feed asks for several
 * windows of time.
 */
export function matchesFilter(
  event: Pick<NostrEvent, 'id' | 'kind' | 'pubkey' | 'tags' | 'content'>,
  filter: Pick<FeedFilter, 'ids' | 'kinds' | 'authors' | '#t' | 'search'>,
): boolean {
  if (!filter.kinds.includes(event.kind)) return false;
  if (filter.ids && !filter.ids.includes(event.id)) return false;
  if (filter.authors && !filter.authors.includes(event.pubkey)) return false;
  const wanted = filter['#t'];
  if (wanted) {
    const tags = hashtagsOf(event);
    if (!wanted.some((tag) => tags.includes(tag.toLowerCase()))) return false;
  }
  // NIP-50 leaves how a relay matches words to the relay: a post counts when its text or
  // its tags hold every word (core/events/search-words.ts), as a person found does.
  if (filter.search !== undefined && !matchesSearchWords(filter.search, searchableText(event))) return false;
  return true;
}

/** What a search reads of a post: its text and every tag's values (hashtags, titles, alt text). */
function searchableText(event: Pick<NostrEvent, 'content' | 'tags'>): string {
  const values = Array.isArray(event.tags) ? event.tags.flatMap((tag) => (Array.isArray(tag) ? tag.slice(1) : [])) : [];
  return [event.content, ...values].filter((value) => typeof value === 'string').join('\n');
}
