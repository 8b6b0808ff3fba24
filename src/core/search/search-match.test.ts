import { describe, expect, it } from 'vitest';
import { ADULT_TAGS, TOPICS } from '../reference/reference-data';
import { HASHTAG_POOL, matchHashtags, matchTopics, MIN_PEOPLE_QUERY, shouldSearchPeople, topicRank } from './search-match';
import { MATCH_RANK } from './search-rank';

const keys = (topics: readonly { key: string }[]): string[] => topics.map((topic) => topic.key);

describe('matchTopics', () => {
  it('matches by name, key or tag, case-insensitively', () => {
    expect(keys(matchTopics('catstr'))).toContain('animals');
    expect(keys(matchTopics('ART'))).toEqual(expect.arrayContaining(['art', 'aiart']));
    expect(keys(matchTopics('prague'))).toEqual(['btcprague']);
    expect(keys(matchTopics('Cooking'))).toContain('food');
    expect(keys(matchTopics('#Memestr'))).toEqual(['memes']);
  });

  it('lists better matches first, ties in the topic list order', () => {
    // "art" is the Art topic's key and name (exact), AI Art's name by word (word-prefix).
    const found = keys(matchTopics('art'));
    expect(found[0]).toBe('art');
    expect(found.indexOf('art')).toBeLessThan(found.indexOf('aiart'));
    const order = keys(TOPICS);
    const ranks = matchTopics('a').map((topic) => topicRank(topic, 'a'));
    expect(ranks).toEqual([...ranks].sort((x, y) => y - x));
    const tied = matchTopics('a').filter((topic) => topicRank(topic, 'a') === ranks[0]);
    expect(keys(tied)).toEqual(order.filter((key) => keys(tied).includes(key)));
  });

  it('puts a prefix match before a topic found through one of its tags', () => {
    // "Memes" starts with "mem"; no other topic does, some have tags containing it.
    expect(keys(matchTopics('mem'))[0]).toBe('memes');
    const memes = TOPICS.find((topic) => topic.key === 'memes');
    if (!memes) throw new Error('no memes topic');
    expect(topicRank(memes, 'MEM')).toBe(MATCH_RANK.prefix);
  });

  it('offers the adult topic only when asked for by name or key', () => {
    expect(keys(matchTopics('art'))).not.toContain('nsfw');
    expect(keys(matchTopics('nude'))).not.toContain('nsfw');
    expect(keys(matchTopics('nsfw'))).toEqual(['nsfw']);
    expect(keys(matchTopics('Adult'))).toContain('nsfw');
  });

  it('gives nothing for empty or unmatched queries', () => {
    expect(matchTopics('')).toEqual([]);
    expect(matchTopics('  ')).toEqual([]);
    expect(matchTopics('#')).toEqual([]);
    expect(matchTopics('zzzzqqq')).toEqual([]);
    expect(matchTopics('.*')).toEqual([]);
  });
});

describe('matchHashtags', () => {
  it('lists prefix matches first, then substring matches', () => {
    const found = matchHashtags('photo');
    expect(found[0]).toBe('photo');
    expect(found).toContain('photography');
    expect(found).toContain('streetphotography');
    expect(found.indexOf('photography')).toBeLessThan(found.indexOf('streetphotography'));
    expect(matchHashtags('graphy')).toContain('photography');
  });

  it('is case-insensitive, unique and capped at 20', () => {
    expect(matchHashtags('#PHOTO')).toEqual(matchHashtags('photo'));
    const pool = Array.from({ length: 50 }, (_, index) => `tag${index}`);
    expect(matchHashtags('tag', pool)).toHaveLength(20);
    expect(matchHashtags('ag', ['Tag', 'tag', 'bag', 'tAg'])).toEqual(['tag', 'bag']);
    const found = matchHashtags('str');
    expect(found.length).toBeLessThanOrEqual(20);
    expect(new Set(found).size).toBe(found.length);
  });

  it('uses a custom pool', () => {
    expect(matchHashtags('ca', ['scar', 'cat', 'dog'])).toEqual(['cat', 'scar']);
  });

  it('ranks exact before prefix before substring, ties in pool (popularity) order', () => {
    expect(matchHashtags('cat', ['bobcat', 'catstr', 'cats', 'cat'])).toEqual(['cat', 'catstr', 'cats', 'bobcat']);
    // In the real pool "naturephotography" comes before "photography"; the prefix match wins.
    expect(HASHTAG_POOL.indexOf('naturephotography')).toBeLessThan(HASHTAG_POOL.indexOf('photography'));
    expect(matchHashtags('photog')).toEqual(['photography', 'naturephotography', 'streetphotography', 'landscapephotography']);
    const art = matchHashtags('art');
    expect(art.slice(0, 2)).toEqual(['art', 'artstr']);
    expect(art.indexOf('artstr')).toBeLessThan(art.indexOf('digitalart'));
  });

  it('caps after ranking, so the best matches are kept', () => {
    const pool = [...Array.from({ length: 30 }, (_, index) => `x${index}tag`), 'tag'];
    expect(matchHashtags('tag', pool)[0]).toBe('tag');
  });

  it('never suggests adult or blocked tags from the default pool', () => {
    expect(matchHashtags('nude')).toEqual([]);
    expect(matchHashtags('nsf')).toEqual([]);
    expect(HASHTAG_POOL.some((tag) => ADULT_TAGS.has(tag))).toBe(false);
    expect(new Set(HASHTAG_POOL).size).toBe(HASHTAG_POOL.length);
  });

  it('gives nothing for an empty or unmatched query', () => {
    expect(matchHashtags('')).toEqual([]);
    expect(matchHashtags(' # ')).toEqual([]);
    expect(matchHashtags('zzzz')).toEqual([]);
  });
});

describe('shouldSearchPeople', () => {
  it('needs 3 characters after trimming', () => {
    expect(MIN_PEOPLE_QUERY).toBe(3);
    expect(shouldSearchPeople('ab')).toBe(false);
    expect(shouldSearchPeople('  ab  ')).toBe(false);
    expect(shouldSearchPeople('')).toBe(false);
    expect(shouldSearchPeople(' abc ')).toBe(true);
    expect(shouldSearchPeople('😀😀')).toBe(false);
    expect(shouldSearchPeople('😀😀😀')).toBe(true);
  });
});
