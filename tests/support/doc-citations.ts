/**
 * Citations of the rules in docs/, checked against the headings they name, so that a
 * renamed heading cannot leave comments pointing at nothing. Two forms:
 *
 * - `docs/<file>.md, <Heading>` in comments and prose (in docs/ also `[<file>.md, <Heading>]`,
 *   relative to the citing file); the heading may run on to the next line, may be followed
 *   by more words, and `<Heading> and <Heading>` cites two. Text after the comma that
 *   starts with anything but a capital letter is prose, not a heading. The words after a
 *   heading are not checked, so a short heading ("Zap") also passes "Zap button".
 * - markdown links `(<file>.md)` and `(<file>.md#<anchor>)`, relative to the linking file.
 */
import { posix } from 'node:path';

/** Markdown files by repository path (`docs/views-and-keys.md`, `README.md`), with their headings. */
export type DocHeadings = ReadonlyMap<string, readonly string[]>;

const CITATION = /(docs\/|\[)([A-Za-z0-9-]+\.md),(?: |$)/g;
const LINK = /\]\(([^)\s#]+\.md)(?:#([^)\s]+))?\)/g;
const COMMENT_MARK = /^\s*(\*|\/\/|#|<!--)?\s*/;

export function headingsOf(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());
}

/** The anchor GitHub gives a heading: lowercase, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The longest heading `text` starts with, as a whole word; undefined when none. */
function headingAtStart(text: string, headings: readonly string[]): string | undefined {
  return headings
    .filter((heading) => text.startsWith(heading) && !/^[\p{L}\p{N}]/u.test(text.slice(heading.length)))
    .sort((a, b) => b.length - a.length)[0];
}

/** What a citation names that does not exist, or undefined when it all does. */
function citationProblem(docPath: string, cited: string, docs: DocHeadings): string | undefined {
  const headings = docs.get(docPath);
  if (!headings) return `${docPath} does not exist`;
  let rest = cited;
  for (;;) {
    const heading = headingAtStart(rest, headings);
    if (!heading) return `${docPath} has no heading "${rest.split(/[,.;:)]/)[0]?.slice(0, 60)}"`;
    const more = /^ and (?=\p{Lu})/u.exec(rest.slice(heading.length));
    if (!more) return undefined;
    rest = rest.slice(heading.length + more[0].length);
  }
}

function linkProblem(docPath: string, anchor: string | undefined, docs: DocHeadings): string | undefined {
  const headings = docs.get(docPath);
  if (!headings) return `${docPath} does not exist`;
  if (anchor !== undefined && !headings.some((heading) => anchorOf(heading) === anchor))
    return `${docPath} has no heading with the anchor #${anchor}`;
  return undefined;
}

/** Every broken citation in one file, as `path:line: what is missing`. */
export function brokenCitations(path: string, text: string, docs: DocHeadings): string[] {
  const lines = text.split('\n');
  const problems: string[] = [];
  const from = (target: string) => posix.normalize(posix.join(posix.dirname(path), target));
  lines.forEach((line, index) => {
    const where = `${path}:${index + 1}`;
    for (const match of line.matchAll(CITATION)) {
      const [whole, prefix, file] = match;
      const next = (lines[index + 1] ?? '').replace(COMMENT_MARK, '');
      const cited = `${line.slice(match.index + whole.length)} ${next}`.replace(/\s+/g, ' ').trimStart();
      if (!/^\p{Lu}/u.test(cited)) continue;
      const problem = citationProblem(prefix === 'docs/' ? `docs/${file}` : from(file ?? ''), cited, docs);
      if (problem) problems.push(`${where}: ${problem}`);
    }
    for (const [, target, anchor] of line.matchAll(LINK)) {
      const problem = linkProblem(from(target ?? ''), anchor, docs);
      if (problem) problems.push(`${where}: ${problem}`);
    }
  });
  return problems;
}
