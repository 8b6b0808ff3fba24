/** The media subscription of docs/data-and-requests.md, Relay subscriptions. */
import { FILE_METADATA_KIND, PICTURE_KIND, REPOST_KINDS, TEXT_NOTE_KIND, VIDEO_KINDS } from '../events/kinds';
import type { FeedFilter } from '../types';

/** Notes, NIP-68 pictures, NIP-94 files and NIP-71 videos. */
export const MEDIA_KINDS: readonly number[] = [TEXT_NOTE_KIND, PICTURE_KIND, FILE_METADATA_KIND, ...VIDEO_KINDS];
export const FEED_LIMIT = 300;
const GLOBAL_WINDOW_SECONDS = 24 * 60 * 60;

export interface FeedFilterInput {
  /** A set's posts (docs/content-rules.md, Media sets): asked for by id, whenever they were written. */
  ids?: readonly string[];
  authors?: readonly string[];
  tags?: readonly string[];
  /**
   * Newest posts whenever they were written, not only the last day's: a feed of one relay
   * (docs/routes-and-filters.md, Routes) holds few enough for that.
   */
  anyTime?: boolean;
  /** NIP-50 words the posts must hold, for the search relays. */
  search?: string;
  showReposts: boolean;
  /** A list wall asks for its people's posts with its hashtags (docs/views-and-keys.md, The wall). */
  tagsWithAuthors?: boolean;
  /** Seconds. */
  now: number;
  /** Seconds; set when loading older posts. */
  until?: number;
  /** Seconds; the start of a popular order's period, which wins over the global feed's last day. */
  since?: number;
}

/** By ids, else by authors, else by hashtags, else everything of the last 24 hours (or of any time). */
export function buildFeedFilter(input: FeedFilterInput): FeedFilter {
  const filter: FeedFilter = {
    kinds: input.showReposts ? [...MEDIA_KINDS, ...REPOST_KINDS] : [...MEDIA_KINDS],
    limit: FEED_LIMIT,
  };
  const tags = [...new Set((input.tags ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
  if (input.ids) filter.ids = [...new Set(input.ids)];
  else if (input.authors && input.authors.length > 0) {
    filter.authors = [...new Set(input.authors)];
    if (input.tagsWithAuthors && tags.length > 0) filter['#t'] = tags;
  } else if (tags.length > 0) filter['#t'] = tags;
  else if (!input.anyTime) filter.since = input.now - GLOBAL_WINDOW_SECONDS;
  if (input.since !== undefined) filter.since = input.since;
  if (input.search !== undefined) filter.search = input.search;
  if (input.until !== undefined) filter.until = input.until;
  return filter;
}
