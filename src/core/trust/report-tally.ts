/**
 * What the reports of the viewer's circle say about a post (docs/content-rules.md,
 * Reported posts): the types named and the distinct people who reported it. Only reports
 * by people in the circle's follows count; a stranger's change nothing.
 */
import { REPORT_TYPES, type Report, type ReportType } from './report';

export interface ReportTally {
  postId: string;
  /** The types named, the one most people named first (NIP-56's order between equals). */
  types: ReportType[];
  /** Everyone in the circle who reported the post, each once. */
  reporters: string[];
}

/** Per post, the reports of people in `follows`; a post none of them reported has no entry. */
export function tallyReports(reports: readonly Report[], follows: ReadonlySet<string>): Map<string, ReportTally> {
  const byPost = new Map<string, { reporters: Set<string>; types: Map<ReportType, Set<string>> }>();
  for (const report of reports) {
    if (!follows.has(report.reporter)) continue;
    let post = byPost.get(report.postId);
    if (!post) byPost.set(report.postId, (post = { reporters: new Set(), types: new Map() }));
    post.reporters.add(report.reporter);
    const named = post.types.get(report.type) ?? new Set<string>();
    post.types.set(report.type, named.add(report.reporter));
  }
  const tallies = new Map<string, ReportTally>();
  for (const [postId, post] of byPost) {
    const count = (type: ReportType): number => post.types.get(type)?.size ?? 0;
    const types = REPORT_TYPES.filter((type) => count(type) > 0).sort((a, b) => count(b) - count(a));
    tallies.set(postId, { postId, types, reporters: [...post.reporters] });
  }
  return tallies;
}

/** How a type reads after "Reported as". */
const TYPE_WORDS: Record<Exclude<ReportType, 'other'>, string> = {
  nudity: 'nudity',
  malware: 'malware',
  profanity: 'profanity',
  illegal: 'illegal content',
  spam: 'spam',
  impersonation: 'impersonation',
};

/** Whose circle it is: the signed-in viewer's (their key, "you follow"), or the deployment's trust root's. */
export type ReportAudience = { kind: 'user'; pubkey: string } | { kind: 'site' };

function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

const people = (count: number): string => `${count} ${count === 1 ? 'person' : 'people'}`;

function reportedBy(reporters: readonly string[], audience: ReportAudience): string {
  if (audience.kind === 'site') return `${people(reporters.length)} in this site’s circle`;
  const others = reporters.filter((reporter) => reporter !== audience.pubkey).length;
  if (others === reporters.length) return `${people(others)} you follow`;
  return others === 0 ? 'you' : `you and ${people(others)} you follow`;
}

/**
 * The cover's words: "Reported as nudity by 2 people you follow", "Reported as spam by
 * you", "Reported as nudity and spam by 3 people in this site’s circle". "Other" names no
 * type: "Reported by 1 person you follow".
 */
export function reportWarning(tally: Pick<ReportTally, 'types' | 'reporters'>, audience: ReportAudience): string {
  const words = tally.types.flatMap((type) => (type === 'other' ? [] : [TYPE_WORDS[type]]));
  const as = words.length > 0 ? ` as ${listed(words)}` : '';
  return `Reported${as} by ${reportedBy(tally.reporters, audience)}`;
}
