import { describe, expect, it } from 'vitest';
import { VISIBLE_HASHTAGS } from '../reference/reference-data';
import { NORMAL_ORDER, PEOPLE_FIRST_ORDER, planSearch } from './search-plan';
import type { Profile } from '../types';

const badger: Profile = { pubkey: 'b', name: 'badger', displayName: 'Badger' };
const fan: Profile = { pubkey: 'f', name: 'badgerfan' };
const catPerson: Profile = { pubkey: 'c', name: 'cat' };
const byAbout: Profile = { pubkey: 'a', name: 'quiet' };

describe('planSearch: Popular Hashtags', () => {
  it('shows Popular Hashtags for an empty query', () => {
    const plan = planSearch('', undefined);
    expect(plan.hashtagHeading).toBe('Popular Hashtags');
    expect(plan.hashtags).toEqual(VISIBLE_HASHTAGS);
    expect(plan.searchPeople).toBe(false);
    expect(plan.order).toEqual(NORMAL_ORDER);
  });

  it('shows them when no topic, hashtag or person matches, once the people search has answered', () => {
    expect(planSearch('qz', undefined).hashtagHeading).toBe('Popular Hashtags');
    const answered = planSearch('zzzqqq', []);
    expect(answered.hashtagHeading).toBe('Popular Hashtags');
    expect(answered.hashtags).toEqual(VISIBLE_HASHTAGS);
    expect(answered.people).toEqual([]);
  });

  it('waits for the people search, offering the typed tag meanwhile', () => {
    const running = planSearch('zzzqqq', undefined);
    expect(running.hashtagHeading).toBe('Hashtags');
    expect(running.hashtags).toEqual(['zzzqqq']);
    expect(running.people).toBeUndefined();
  });

  it('does not show them when anything matches', () => {
    expect(planSearch('cat', []).hashtagHeading).toBe('Hashtags');
    expect(planSearch('cat', []).hashtags).toContain('catstr');
    // A topic matching by name alone (no hashtag contains "lifesty").
    expect(planSearch('Lifesty', []).hashtagHeading).toBe('Hashtags');
    // A person alone: the typed text is offered as a tag, not the popular ones.
    const person = planSearch('badger', [badger]);
    expect(person.hashtagHeading).toBe('Hashtags');
    expect(person.hashtags).not.toEqual(VISIBLE_HASHTAGS);
    // Someone found by their other text still counts: they are listed.
    expect(planSearch('zzzqqq', [byAbout]).hashtagHeading).toBe('Hashtags');
  });

  it('offers the typed text as the one tag only when no hashtag matches', () => {
    expect(planSearch('carol', [{ pubkey: 'c', name: 'carol' }]).hashtags).toEqual(['carol']);
    expect(planSearch('phot', []).hashtags).not.toContain('phot');
    expect(planSearch('a/b/c', [byAbout]).hashtags).toEqual([]);
  });
});

describe('planSearch: section order', () => {
  it('puts People first for an exact name when no topic or hashtag starts with the query', () => {
    // "badger" is only inside hashtags (honeybadger) and a topic's later word.
    const plan = planSearch('Badger', [fan, badger]);
    expect(plan.order).toEqual(PEOPLE_FIRST_ORDER);
    expect(plan.people?.map((person) => person.pubkey)).toEqual(['b', 'f']);
    expect(plan.hashtags).toEqual(['balticbadger', 'honeybadger']);
  });

  it('keeps the usual order without an exact name', () => {
    expect(planSearch('badge', [badger]).order).toEqual(NORMAL_ORDER);
    expect(planSearch('badger', [fan]).order).toEqual(NORMAL_ORDER);
    expect(planSearch('badger', undefined).order).toEqual(NORMAL_ORDER);
  });

  it('keeps the usual order when a topic or hashtag matches exactly or by prefix', () => {
    // "cat" is a prefix of #catstr.
    expect(planSearch('cat', [catPerson]).order).toEqual(NORMAL_ORDER);
    // "art" is a topic and a hashtag.
    expect(planSearch('art', [{ pubkey: 'r', name: 'Art' }]).order).toEqual(NORMAL_ORDER);
  });

  it('lists matches best first in every section', () => {
    const plan = planSearch('photog', []);
    expect(plan.hashtags[0]).toBe('photography');
    expect(plan.topics[0]?.key).toBe('photography');
  });
});
