import { describe, expect, it } from 'vitest';
import { matchesFilter } from './filter-match';

const ALICE = 'a'.repeat(64);
const MALLORY = 'b'.repeat(64);
const post = (overrides: { id?: string; kind?: number; pubkey?: string; tags?: string[][]; content?: string } = {}) => ({
  id: '1'.repeat(64),
  kind: 1,
  pubkey: ALICE,
  tags: [['t', 'Art']],
  content: 'Harbour at dawn https://media.example/harbour.jpg',
  ...overrides,
});

describe('matchesFilter', () => {
  it('takes an event of the kinds, authors and hashtags asked for', () => {
    expect(matchesFilter(post(), { kinds: [1, 20] })).toBe(true);
    expect(matchesFilter(post(), { kinds: [1], authors: [ALICE] })).toBe(true);
    expect(matchesFilter(post(), { kinds: [1], '#t': ['photography', 'art'] })).toBe(true);
  });

  it('refuses another author, another kind or other hashtags', () => {
    expect(matchesFilter(post({ pubkey: MALLORY }), { kinds: [1], authors: [ALICE] })).toBe(false);
    expect(matchesFilter(post({ kind: 7 }), { kinds: [1, 20] })).toBe(false);
    expect(matchesFilter(post({ tags: [['t', 'spam']] }), { kinds: [1], '#t': ['art'] })).toBe(false);
    expect(matchesFilter(post({ tags: [] }), { kinds: [1], '#t': ['art'] })).toBe(false);
  });

  it('takes only the ids asked for', () => {
    expect(matchesFilter(post(), { kinds: [1], ids: ['1'.repeat(64)] })).toBe(true);
    expect(matchesFilter(post({ id: '2'.repeat(64) }), { kinds: [1], ids: ['1'.repeat(64)] })).toBe(false);
  });

  it('does not take a hashtag written elsewhere than a t tag', () => {
    expect(
      matchesFilter(
        post({
          tags: [
            ['r', 'art'],
            ['e', 'art'],
          ],
        }),
        { kinds: [1], '#t': ['art'] },
      ),
    ).toBe(false);
  });

  it('takes a search’s post only when its text or its tags hold every word, whatever their case', () => {
    expect(matchesFilter(post(), { kinds: [1], search: 'harbour DAWN' })).toBe(true);
    expect(matchesFilter(post(), { kinds: [1], search: 'harbour art' })).toBe(true);
    expect(
      matchesFilter(post({ tags: [['imeta', 'url https://x.example/a.jpg', 'alt Lighthouse']] }), { kinds: [1], search: 'lighthouse' }),
    ).toBe(true);
    expect(matchesFilter(post(), { kinds: [1], search: 'harbour dusk' })).toBe(false);
    expect(matchesFilter(post({ content: '', tags: [] }), { kinds: [1], search: 'harbour' })).toBe(false);
    // A search of nothing but an extension matches nothing.
    expect(matchesFilter(post(), { kinds: [1], search: 'language:en' })).toBe(false);
  });
});
