import { describe, expect, it } from 'vitest';
import { bestRank, MATCH_RANK, matchRank, personRank, rankMatches, rankPeople, searchKey } from './search-rank';
import type { Profile } from '../types';

const person = (pubkey: string, fields: Omit<Profile, 'pubkey'>): Profile => ({ pubkey, ...fields });

describe('searchKey', () => {
  it('trims, drops leading #, normalizes and lowercases', () => {
    expect(searchKey('  ##Cafe\u0301 ')).toBe('café');
    expect(searchKey(' # ')).toBe('');
  });
});

describe('matchRank', () => {
  it('orders exact > prefix > word-prefix > substring > none', () => {
    expect(matchRank('Photo', 'photo')).toBe(MATCH_RANK.exact);
    expect(matchRank('photography', 'photo')).toBe(MATCH_RANK.prefix);
    expect(matchRank('Street Photo Walks', 'photo')).toBe(MATCH_RANK.wordPrefix);
    expect(matchRank('alice_photo', 'photo')).toBe(MATCH_RANK.wordPrefix);
    expect(matchRank('streetphotography', 'photo')).toBe(MATCH_RANK.substring);
    expect(matchRank('travel', 'photo')).toBe(MATCH_RANK.none);
    expect(MATCH_RANK.exact > MATCH_RANK.prefix && MATCH_RANK.prefix > MATCH_RANK.wordPrefix).toBe(true);
    expect(MATCH_RANK.wordPrefix > MATCH_RANK.substring && MATCH_RANK.substring > MATCH_RANK.none).toBe(true);
  });

  it('finds a word start after an earlier inner match', () => {
    expect(matchRank('badgers honey badger', 'badger')).toBe(MATCH_RANK.prefix);
    expect(matchRank('xbadger badger', 'badger')).toBe(MATCH_RANK.wordPrefix);
    expect(matchRank('Baltic Honey Badger 2024', 'honey badger')).toBe(MATCH_RANK.wordPrefix);
  });

  it('is case-insensitive and treats an empty query as no match', () => {
    expect(matchRank('ÉCOLE', 'école')).toBe(MATCH_RANK.exact);
    expect(matchRank('anything', '')).toBe(MATCH_RANK.none);
  });

  it('bestRank takes the best of several texts, skipping missing ones', () => {
    expect(bestRank([undefined, 'xcat', 'Cat'], 'cat')).toBe(MATCH_RANK.exact);
    expect(bestRank([undefined], 'cat')).toBe(MATCH_RANK.none);
  });
});

describe('rankMatches', () => {
  it('drops non-matches, puts better matches first and keeps the given order on ties', () => {
    const items = ['scar', 'cab', 'dog', 'cat', 'big cat', 'ca'];
    expect(rankMatches(items, (item) => matchRank(item, 'ca'))).toEqual(['ca', 'cab', 'cat', 'big cat', 'scar']);
  });
});

describe('personRank and rankPeople', () => {
  const badger = person('b', { name: 'badger', displayName: 'Badger' });
  const honey = person('h', { name: 'honeybadger' });
  const viaNip05 = person('n', { displayName: 'Someone', nip05: 'badger_fan@example.com' });
  const about = person('a', { name: 'quiet' });

  it('ranks by name, display name or NIP-05 local part', () => {
    expect(personRank(badger, 'badger')).toBe(MATCH_RANK.exact);
    expect(personRank(person('d', { displayName: 'Badger' }), 'badger')).toBe(MATCH_RANK.exact);
    expect(personRank(person('l', { nip05: 'badger@example.com' }), 'badger')).toBe(MATCH_RANK.exact);
    expect(personRank(viaNip05, 'badger')).toBe(MATCH_RANK.prefix);
    expect(personRank(person('r', { nip05: '_@badger.com' }), 'badger')).toBe(MATCH_RANK.none);
    expect(personRank(about, 'badger')).toBe(MATCH_RANK.none);
  });

  it('puts the exact name first and keeps people found by other text last, in order', () => {
    expect(rankPeople([about, honey, viaNip05, badger], 'Badger').map((p) => p.pubkey)).toEqual(['b', 'n', 'h', 'a']);
    expect(rankPeople([], 'badger')).toEqual([]);
  });
});
