import { describe, expect, it } from 'vitest';
import { COUNT_EVENTS_PER_POST, countFilters, MAX_COUNT_EVENTS, rankingFilters } from './count-filters';

const PICTURE = { id: 'a'.repeat(64), kind: 20, pubkey: 'f'.repeat(64) };
const VIDEO = { id: 'b'.repeat(64), kind: 21, pubkey: 'f'.repeat(64) };
const NOTE = { id: 'c'.repeat(64), kind: 1, pubkey: 'f'.repeat(64) };

describe('countFilters', () => {
  it('asks for reactions, reposts and zap receipts of every post, NIP-22 comments of pictures and videos, replies of notes', () => {
    expect(countFilters([PICTURE, NOTE, VIDEO])).toEqual([
      { kinds: [7], '#e': [PICTURE.id, NOTE.id, VIDEO.id], limit: 1_500 },
      { kinds: [6, 16], '#e': [PICTURE.id, NOTE.id, VIDEO.id], limit: 1_500 },
      { kinds: [9735], '#e': [PICTURE.id, NOTE.id, VIDEO.id], limit: 1_500 },
      { kinds: [1111], '#E': [PICTURE.id, VIDEO.id], limit: 1_000 },
      { kinds: [1], '#e': [NOTE.id], limit: 500 },
    ]);
  });

  it('leaves out the comment or reply filter no post needs, and asks for each post once', () => {
    expect(countFilters([PICTURE, PICTURE]).map((filter) => filter.kinds)).toEqual([[7], [6, 16], [9735], [1111]]);
    expect(countFilters([NOTE]).map((filter) => filter.kinds)).toEqual([[7], [6, 16], [9735], [1]]);
    expect(countFilters([])).toEqual([]);
  });

  it('caps every filter', () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ ...PICTURE, id: String(index).repeat(64) }));
    for (const filter of countFilters(many)) expect(filter.limit).toBe(MAX_COUNT_EVENTS);
  });
});

describe('rankingFilters', () => {
  it('asks reactions, reposts and zap receipts of each post once, and no comments', () => {
    const filters = rankingFilters(['a', 'b', 'a']);
    expect(filters.map((filter) => filter.kinds)).toEqual([[7], [6, 16], [9735]]);
    for (const filter of filters) expect(filter).toMatchObject({ '#e': ['a', 'b'], limit: 2 * COUNT_EVENTS_PER_POST });
    expect(rankingFilters([])).toEqual([]);
  });

  it('caps what one filter asks for', () => {
    const ids = Array.from({ length: 50 }, (_, index) => String(index));
    expect(rankingFilters(ids)[0]?.limit).toBe(MAX_COUNT_EVENTS);
  });
});
