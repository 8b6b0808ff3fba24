import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH, searchFromSegment, searchFromText, searchSegment } from './search-route';

describe('searchFromText', () => {
  it('keeps the words trimmed, with one space between them', () => {
    expect(searchFromText('  harbour \n\t fog  ')).toEqual({ words: 'harbour fog' });
    expect(searchFromText('Café\u202E noir\u0000')).toEqual({ words: 'Café noir' });
    expect(searchFromText('cafe\u0301')).toEqual({ words: 'café' });
  });

  it('has nothing to search for without a word', () => {
    for (const text of ['', '   ', '""', 'language:en', '\u0000\u202E'])
      expect(searchFromText(text), JSON.stringify(text)).toEqual({ problem: 'There is nothing to search for.' });
  });

  it('refuses a search longer than the limit', () => {
    expect(searchFromText('a'.repeat(MAX_SEARCH_LENGTH)).words).toHaveLength(MAX_SEARCH_LENGTH);
    expect(searchFromText('a'.repeat(MAX_SEARCH_LENGTH + 1))).toEqual({ problem: 'A search is at most 100 characters.' });
  });
});

describe('search segments', () => {
  it('read percent-encoded words, and nothing from malformed encoding', () => {
    expect(searchFromSegment('harbour%20fog')).toEqual({ words: 'harbour fog' });
    expect(searchFromSegment('a%2Fb%3Fc%23d')).toEqual({ words: 'a/b?c#d' });
    expect(searchFromSegment('%E0%A4%A')).toEqual({ problem: 'There is nothing to search for.' });
  });

  it('are written so that they parse back to the same words', () => {
    for (const text of ['harbour fog', 'a/b?c#d', '写真 #art', '"exact phrase" 100%']) {
      const segment = searchSegment(text);
      expect(segment, text).toBeDefined();
      expect(searchFromSegment(segment ?? '').words, text).toBe(text);
    }
    expect(searchSegment('  ')).toBeUndefined();
    expect(searchSegment('a'.repeat(MAX_SEARCH_LENGTH + 1))).toBeUndefined();
  });
});
