/**
 * The relay filters that bring the circle's reports of the posts on screen
 * (docs/data-and-requests.md, Reports): kind 1984 on `#e` of the posts, by the circle's
 * follows only, a few hundred authors per filter so no relay refuses one for its size.
 */
import { REPORT_KIND } from '../events/kinds';
import type { NostrEvent } from '../types';

export interface ReportFilter {
  kinds: number[];
  '#e': string[];
  authors: string[];
  limit: number;
}

/** docs/constants.md, Reports: posts asked about in one request, and authors in one filter. */
export const REPORT_POSTS_PER_REQUEST = 50;
export const REPORT_AUTHORS_PER_FILTER = 250;
/** docs/constants.md, Reports: reports asked per post, and at most per filter. */
export const REPORTS_PER_POST = 20;
export const MAX_REPORT_EVENTS = 1_000;

/** One filter per slice of `authors`, each asking for every post; none when either list is empty. */
export function reportFilters(postIds: readonly string[], authors: readonly string[]): ReportFilter[] {
  const ids = [...new Set(postIds)];
  const people = [...new Set(authors)];
  if (ids.length === 0) return [];
  const limit = Math.min(MAX_REPORT_EVENTS, ids.length * REPORTS_PER_POST);
  const filters: ReportFilter[] = [];
  for (let start = 0; start < people.length; start += REPORT_AUTHORS_PER_FILTER) {
    filters.push({ kinds: [REPORT_KIND], '#e': ids, authors: people.slice(start, start + REPORT_AUTHORS_PER_FILTER), limit });
  }
  return filters;
}

/**
 * Whether an event is what the filter asked for (docs/content-rules.md, Relay answers are
 * checked): a report, by one of its authors, naming one of its posts.
 */
export function answersReportFilter(event: Pick<NostrEvent, 'kind' | 'pubkey' | 'tags'>, filter: ReportFilter): boolean {
  if (!filter.kinds.includes(event.kind) || !filter.authors.includes(event.pubkey)) return false;
  return event.tags.some((tag) => tag[0] === 'e' && typeof tag[1] === 'string' && filter['#e'].includes(tag[1].toLowerCase()));
}
