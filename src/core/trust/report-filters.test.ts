import { describe, expect, it } from 'vitest';
import { answersReportFilter, MAX_REPORT_EVENTS, REPORT_AUTHORS_PER_FILTER, reportFilters, REPORTS_PER_POST } from './report-filters';

const post = (n: number) => n.toString(16).padStart(64, 'b');
const person = (n: number) => n.toString(16).padStart(64, '0');

describe('reportFilters', () => {
  it('asks for kind 1984 on #e of the posts by the authors given', () => {
    expect(reportFilters([post(1), post(2), post(1)], [person(1), person(2)])).toEqual([
      { kinds: [1984], '#e': [post(1), post(2)], authors: [person(1), person(2)], limit: 2 * REPORTS_PER_POST },
    ]);
  });

  it('slices many authors into filters of a few hundred, each for every post', () => {
    const authors = Array.from({ length: REPORT_AUTHORS_PER_FILTER * 2 + 1 }, (_, n) => person(n + 1));
    const filters = reportFilters([post(1)], authors);
    expect(filters.map((filter) => filter.authors.length)).toEqual([REPORT_AUTHORS_PER_FILTER, REPORT_AUTHORS_PER_FILTER, 1]);
    expect(filters.flatMap((filter) => filter.authors)).toEqual(authors);
    expect(filters.every((filter) => filter['#e'].length === 1)).toBe(true);
  });

  it('caps the limit, and asks nothing without posts or authors', () => {
    const many = Array.from({ length: 200 }, (_, n) => post(n));
    expect(reportFilters(many, [person(1)])[0]?.limit).toBe(MAX_REPORT_EVENTS);
    expect(reportFilters([], [person(1)])).toEqual([]);
    expect(reportFilters([post(1)], [])).toEqual([]);
  });
});

describe('answersReportFilter', () => {
  const [filter] = reportFilters([post(1)], [person(1)]);
  if (!filter) throw new Error('no filter');

  it('takes a report by an author asked for, naming a post asked for', () => {
    expect(answersReportFilter({ kind: 1984, pubkey: person(1), tags: [['e', post(1), 'spam']] }, filter)).toBe(true);
    expect(answersReportFilter({ kind: 1984, pubkey: person(1), tags: [['e', post(1).toUpperCase()]] }, filter)).toBe(true);
  });

  it('refuses another kind, another author or another post', () => {
    expect(answersReportFilter({ kind: 7, pubkey: person(1), tags: [['e', post(1)]] }, filter)).toBe(false);
    expect(answersReportFilter({ kind: 1984, pubkey: person(2), tags: [['e', post(1)]] }, filter)).toBe(false);
    expect(
      answersReportFilter(
        {
          kind: 1984,
          pubkey: person(1),
          tags: [
            ['e', post(2)],
            ['p', post(1)],
          ],
        },
        filter,
      ),
    ).toBe(false);
  });
});
