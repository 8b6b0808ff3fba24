/**
 * Whether an event is one a filter asked for (NIP-01): a relay's answer is never trusted
 * to match its request (docs/content-rules.md, Relay answers are checked). A relay that
 * hands over other authors' posts, other hashtags or other kinds must not change what a
 * route shows.
 */
import { hashtagsOf } from './event-shape';
import type { FeedFilter, NostrEvent } from './types';

/**
 * Ids, kinds, authors and hashtags, as NIP-01 reads them. Hashtags are compared in lower case,
 * as the app asks for them. Time bounds are left to the caller: one feed asks for several
 * windows of time.
 */
export function matchesFilter(
  event: Pick<NostrEvent, 'id' | 'kind' | 'pubkey' | 'tags'>,
  filter: Pick<FeedFilter, 'ids' | 'kinds' | 'authors' | '#t'>,
): boolean {
  if (!filter.kinds.includes(event.kind)) return false;
  if (filter.ids && !filter.ids.includes(event.id)) return false;
  if (filter.authors && !filter.authors.includes(event.pubkey)) return false;
  const wanted = filter['#t'];
  if (wanted) {
    const tags = hashtagsOf(event);
    if (!wanted.some((tag) => tags.includes(tag.toLowerCase()))) return false;
  }
  return true;
}
