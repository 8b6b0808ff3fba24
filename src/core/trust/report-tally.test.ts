import { describe, expect, it } from 'vitest';
import type { Report, ReportType } from './report';
import { reportWarning, tallyReports } from './report-tally';

const POST = 'b'.repeat(64);
const OTHER_POST = 'c'.repeat(64);
const person = (n: number) => n.toString(16).padStart(64, '0');
const VIEWER = person(1);
const FRIEND = person(2);
const FRIEND_TWO = person(3);
const STRANGER = person(9);
const FOLLOWS = new Set([VIEWER, FRIEND, FRIEND_TWO]);

const report = (reporter: string, type: ReportType, postId = POST): Report => ({ reporter, postId, authorId: undefined, type });

describe('tallyReports', () => {
  it('counts each reporter in the circle once per post, and the types by how many named them', () => {
    const tallies = tallyReports(
      [
        report(FRIEND, 'spam'),
        report(FRIEND_TWO, 'nudity'),
        report(VIEWER, 'nudity'),
        report(FRIEND, 'nudity'),
        report(FRIEND, 'nudity'),
        report(FRIEND_TWO, 'illegal', OTHER_POST),
      ],
      FOLLOWS,
    );
    expect(tallies.get(POST)).toEqual({ postId: POST, types: ['nudity', 'spam'], reporters: [FRIEND, FRIEND_TWO, VIEWER] });
    expect(tallies.get(OTHER_POST)).toEqual({ postId: OTHER_POST, types: ['illegal'], reporters: [FRIEND_TWO] });
  });

  it('puts types named by as many people in NIP-56 order', () => {
    const tallies = tallyReports([report(FRIEND, 'spam'), report(FRIEND_TWO, 'nudity')], FOLLOWS);
    expect(tallies.get(POST)?.types).toEqual(['nudity', 'spam']);
  });

  it('ignores strangers: a post only they reported has no entry', () => {
    const tallies = tallyReports([report(STRANGER, 'nudity'), report(FRIEND, 'spam', OTHER_POST)], FOLLOWS);
    expect(tallies.has(POST)).toBe(false);
    expect(tallies.get(OTHER_POST)?.reporters).toEqual([FRIEND]);
  });
});

describe('reportWarning', () => {
  const user = { kind: 'user', pubkey: VIEWER } as const;

  it('names the type and how many people the viewer follows reported it', () => {
    expect(reportWarning({ types: ['nudity'], reporters: [FRIEND, FRIEND_TWO] }, user)).toBe('Reported as nudity by 2 people you follow');
    expect(reportWarning({ types: ['illegal'], reporters: [FRIEND] }, user)).toBe('Reported as illegal content by 1 person you follow');
  });

  it('names the viewer as "you"', () => {
    expect(reportWarning({ types: ['spam'], reporters: [VIEWER] }, user)).toBe('Reported as spam by you');
    expect(reportWarning({ types: ['spam'], reporters: [FRIEND, VIEWER] }, user)).toBe('Reported as spam by you and 1 person you follow');
  });

  it('lists several types, leaves "other" unnamed, and speaks of the site’s circle to visitors', () => {
    expect(reportWarning({ types: ['nudity', 'spam', 'malware'], reporters: [FRIEND] }, user)).toBe(
      'Reported as nudity, spam and malware by 1 person you follow',
    );
    expect(reportWarning({ types: ['other', 'spam'], reporters: [FRIEND, FRIEND_TWO] }, user)).toBe(
      'Reported as spam by 2 people you follow',
    );
    expect(reportWarning({ types: ['other'], reporters: [FRIEND] }, user)).toBe('Reported by 1 person you follow');
    expect(reportWarning({ types: ['impersonation'], reporters: [FRIEND, FRIEND_TWO, VIEWER] }, { kind: 'site' })).toBe(
      'Reported as impersonation by 3 people in this site’s circle',
    );
  });
});
