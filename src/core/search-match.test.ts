import { describe, expect, it } from 'vitest';
import { ADULT_TAGS, TOPICS } from './reference-data';
import { HASHTAG_POOL, matchHashtags, matchTopics, MIN_PEOPLE_QUERY, normalizeTagInput, shouldSearchPeople } from './search-match';

const keys = (topics: readonly { key: string }[]): string[] => topics.map((topic) => topic.key);

describe('matchTopics', () => {
  it('matches by name, key or tag, case-insensitively', () => {
    expect(keys(matchTopics('catstr'))).toContain('animals');
    expect(keys(matchTopics('ART'))).toEqual(expect.arrayContaining(['art', 'aiart']));
    expect(keys(matchTopics('prague'))).toEqual(['btcprague']);
    expect(keys(matchTopics('Cooking'))).toContain('food');
    expect(keys(matchTopics('#Memestr'))).toEqual(['memes']);
  });

  it('keeps the topic list order', () => {
    const order = keys(TOPICS);
    const found = keys(matchTopics('a'));
    expect(found).toEqual(order.filter((key) => found.includes(key)));
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

describe('normalizeTagInput', () => {
  it('turns typed text into one hashtag', () => {
    expect(normalizeTagInput(' #Sunset ')).toBe('sunset');
    expect(normalizeTagInput('##Cafe\u0301')).toBe('café');
    expect(normalizeTagInput('street photo')).toBe('streetphoto');
    expect(normalizeTagInput('写真')).toBe('写真');
  });

  it('returns undefined when nothing valid is left', () => {
    for (const text of ['', '   ', '#', '<b>', 'a,b', 'a/b', '😀', '#cats #dogs', 'x'.repeat(65)]) {
      expect(normalizeTagInput(text), text).toBeUndefined();
    }
  });
});
