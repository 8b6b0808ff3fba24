/**
 * NIP-56 reports (kind 1984): the one the user sends from the details
 * (docs/session-and-actions.md, Report) and the ones read back to cover posts
 * (docs/content-rules.md, Reported posts). A report names the post's author in a `p` tag
 * and the post in an `e` tag, the report type as the third element of each; the comment
 * is the content.
 */
import { toHex32 } from '../events/hex32';
import { REPORT_KIND } from '../events/kinds';
import type { NostrEvent, UnsignedEvent } from '../types';

/** Every report type NIP-56 names, in its order. */
export const REPORT_TYPES = ['nudity', 'malware', 'profanity', 'illegal', 'spam', 'impersonation', 'other'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The types the Report dialog offers (docs/session-and-actions.md, Report); others' reports may carry any of NIP-56's. */
export const OFFERED_REPORT_TYPES: readonly ReportType[] = ['nudity', 'spam', 'illegal', 'impersonation', 'other'];

/** docs/constants.md, Reports: a report's comment is cut to this many characters. */
export const REPORT_COMMENT_MAX_LENGTH = 500;

/** One post reported by one person. Keys are 64-hex. */
export interface Report {
  reporter: string;
  postId: string;
  /** The reported author, when the report names one. */
  authorId: string | undefined;
  type: ReportType;
}

export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}

/** The report of a post: `p` the author and `e` the post, each with the type (NIP-56); the comment, trimmed and cut, as content. */
export function reportTemplate(post: Pick<NostrEvent, 'id' | 'pubkey'>, type: ReportType, comment: string, now: number): UnsignedEvent {
  const characters = [...comment.trim()];
  const content =
    characters.length > REPORT_COMMENT_MAX_LENGTH ? characters.slice(0, REPORT_COMMENT_MAX_LENGTH).join('') : characters.join('');
  return {
    kind: REPORT_KIND,
    content,
    created_at: now,
    tags: [
      ['p', post.pubkey, type],
      ['e', post.id, type],
    ],
  };
}

/**
 * The posts a report names, one Report per distinct `e` tag. The type is the `e` tag's,
 * else the `p` tag's (some clients type only the person), else "other": a report without
 * a known type still says someone objected. Anything but a kind 1984 names none.
 */
export function parseReport(event: Pick<NostrEvent, 'kind' | 'pubkey' | 'tags'>): Report[] {
  const reporter = toHex32(event.pubkey);
  if (event.kind !== REPORT_KIND || !reporter) return [];
  const personTag = event.tags.find((tag) => tag[0] === 'p' && toHex32(tag[1]) !== undefined);
  const authorId = toHex32(personTag?.[1]);
  const personType = isReportType(personTag?.[2]) ? personTag[2] : undefined;
  const reports = new Map<string, Report>();
  for (const tag of event.tags) {
    const postId = tag[0] === 'e' ? toHex32(tag[1]) : undefined;
    if (!postId || reports.has(postId)) continue;
    const type = isReportType(tag[2]) ? tag[2] : (personType ?? 'other');
    reports.set(postId, { reporter, postId, authorId, type });
  }
  return [...reports.values()];
}
