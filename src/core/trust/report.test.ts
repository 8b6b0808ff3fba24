import { describe, expect, it } from 'vitest';
import { isReportType, OFFERED_REPORT_TYPES, parseReport, REPORT_COMMENT_MAX_LENGTH, reportTemplate } from './report';

const AUTHOR = 'a'.repeat(64);
const POST = 'b'.repeat(64);
const OTHER_POST = 'c'.repeat(64);
const REPORTER = 'd'.repeat(64);

const report = (tags: string[][], kind = 1984, pubkey = REPORTER) => ({ kind, pubkey, tags });

describe('reportTemplate', () => {
  it('names the author and the post, each with the type, and carries the comment as content (NIP-56)', () => {
    expect(reportTemplate({ id: POST, pubkey: AUTHOR }, 'nudity', '  Not for the front page  ', 1_700_000_000)).toEqual({
      kind: 1984,
      content: 'Not for the front page',
      created_at: 1_700_000_000,
      tags: [
        ['p', AUTHOR, 'nudity'],
        ['e', POST, 'nudity'],
      ],
    });
  });

  it('sends an empty content without a comment, and cuts a long one without splitting a character', () => {
    expect(reportTemplate({ id: POST, pubkey: AUTHOR }, 'spam', '', 1).content).toBe('');
    const long = reportTemplate({ id: POST, pubkey: AUTHOR }, 'other', '😀'.repeat(REPORT_COMMENT_MAX_LENGTH + 5), 1).content;
    expect([...long]).toHaveLength(REPORT_COMMENT_MAX_LENGTH);
    expect(long.endsWith('😀')).toBe(true);
  });
});

describe('report types', () => {
  it('knows NIP-56 types only, and offers five of them', () => {
    expect(OFFERED_REPORT_TYPES).toEqual(['nudity', 'spam', 'illegal', 'impersonation', 'other']);
    expect(isReportType('malware')).toBe(true);
    expect(isReportType('Nudity')).toBe(false);
    expect(isReportType(undefined)).toBe(false);
  });
});

describe('parseReport', () => {
  it('reads the reporter, the post, its author and the type of the e tag', () => {
    expect(
      parseReport(
        report([
          ['p', AUTHOR, 'nudity'],
          ['e', POST, 'illegal'],
        ]),
      ),
    ).toEqual([{ reporter: REPORTER, postId: POST, authorId: AUTHOR, type: 'illegal' }]);
  });

  it('takes the type of the p tag when the e tag has none, and "other" when neither has a known one', () => {
    expect(
      parseReport(
        report([
          ['p', AUTHOR, 'spam'],
          ['e', POST],
        ]),
      )[0]?.type,
    ).toBe('spam');
    expect(
      parseReport(
        report([
          ['p', AUTHOR, 'rude'],
          ['e', POST, 'weird'],
        ]),
      )[0]?.type,
    ).toBe('other');
    expect(parseReport(report([['e', POST]]))).toEqual([{ reporter: REPORTER, postId: POST, authorId: undefined, type: 'other' }]);
  });

  it('gives one report per post named, and lower-cases keys', () => {
    expect(
      parseReport(
        report([
          ['e', POST.toUpperCase(), 'spam'],
          ['e', POST, 'nudity'],
          ['e', OTHER_POST, 'spam'],
        ]),
      ).map(({ postId, type }) => [postId, type]),
    ).toEqual([
      [POST, 'spam'],
      [OTHER_POST, 'spam'],
    ]);
  });

  it('names nothing for another kind, a bad reporter key, a report of a person only or malformed e tags', () => {
    expect(parseReport(report([['e', POST, 'spam']], 7))).toEqual([]);
    expect(parseReport(report([['e', POST, 'spam']], 1984, 'not a key'))).toEqual([]);
    expect(parseReport(report([['p', AUTHOR, 'impersonation']]))).toEqual([]);
    expect(parseReport(report([['e'], ['e', 'short', 'spam'], ['x', POST, 'spam']]))).toEqual([]);
  });
});
