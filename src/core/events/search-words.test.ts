import { describe, expect, it } from 'vitest';
import { matchesSearchWords, searchWords } from './search-words';

describe('search words', () => {
  it('are the lowercased words, without quotes or NIP-50 extensions', () => {
    expect(searchWords('  Alice "Lens"  language:en include:spam ')).toEqual(['alice', 'lens']);
  });

  it('match a text holding every one of them, in any case and order', () => {
    expect(matchesSearchWords('lens alice', '{"name":"Alice Lens"}')).toBe(true);
    expect(matchesSearchWords('alice', '{"display_name":"Dave and the Cat"}')).toBe(false);
    expect(matchesSearchWords('alice bob', '{"name":"Alice Lens"}')).toBe(false);
  });

  it('match nothing when no word is left', () => {
    expect(matchesSearchWords('language:en', 'anything')).toBe(false);
  });
});
