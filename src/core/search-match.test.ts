import { describe, expect, it } from 'vitest';
import { matchHashtags, matchTopics, normalizeTagInput, shouldSearchPeople } from './search-match';

describe('search suggestions', () => {
  it('matches topics by name, key or tag', () => {
    expect(matchTopics('cat').map((topic) => topic.key)).toContain('animals');
    expect(matchTopics('ART').map((topic) => topic.key)).toContain('art');
    expect(matchTopics('  ')).toEqual([]);
  });

  it('lists prefix matches first and caps the list', () => {
    expect(matchHashtags('photo')[0]).toBe('photo');
    expect(matchHashtags('graphy')).toContain('photography');
    expect(matchHashtags('hotog').indexOf('photography')).toBeGreaterThanOrEqual(0);
    expect(matchHashtags('str').length).toBeLessThanOrEqual(20);
    expect(matchHashtags('zzzz')).toEqual([]);
    expect(matchHashtags('nude')).toEqual([]);
  });

  it('needs 3 characters for people and one valid tag for Enter', () => {
    expect(shouldSearchPeople('ab')).toBe(false);
    expect(shouldSearchPeople(' abc ')).toBe(true);
    expect(normalizeTagInput(' #Sunset ')).toBe('sunset');
    expect(normalizeTagInput('<b>')).toBeUndefined();
  });
});
