import { describe, expect, it } from 'vitest';
import { cleanTitleText, pageTitle, tagsLabel, viewLabel } from './page-title';

describe('pageTitle', () => {
  it('names the view, then the app (docs/routes-and-filters.md, Page title)', () => {
    expect(pageTitle({ view: 'profile', authorName: 'Ann' }, 'Diorama')).toBe('Ann | Diorama');
    expect(pageTitle({ view: 'tags', tags: ['a', 'b'] }, 'Diorama')).toBe('#a #b | Diorama');
    expect(pageTitle({ view: 'topic', topicName: 'Art' }, 'D')).toBe('Art | D');
    expect(pageTitle({ view: 'global' }, 'D')).toBe('Global | D');
    expect(pageTitle({ view: 'tags', tags: ['cats'], popular: '7d' }, 'D')).toBe('#cats · Popular this week | D');
    expect(pageTitle({ view: 'home', tags: ['a'] }, 'D')).toBe('Home | D');
    expect(pageTitle({ view: 'follows' }, 'D')).toBe('Follows | D');
    expect(pageTitle({ view: 'list' }, 'D')).toBe('List | D');
    expect(pageTitle({ view: 'list', listTitle: 'Street\n photographers' }, 'D')).toBe('Street photographers | D');
    expect(pageTitle({ view: 'set' }, 'D')).toBe('Set | D');
    expect(pageTitle({ view: 'set', setTitle: ' Sunsets\u202E ' }, 'D')).toBe('Sunsets | D');
    expect(pageTitle({ view: 'relay', relay: 'wss://relay.example.com', relayName: ' Pictures\u0007 ' }, 'D')).toBe('Pictures | D');
    expect(pageTitle({ view: 'relay', relay: 'wss://relay.example.com' }, 'D')).toBe('relay.example.com | D');
    expect(pageTitle({ view: 'relay', relay: 'ws://127.0.0.1:7447', relayName: '' }, 'D')).toBe('ws://127.0.0.1:7447 | D');
    expect(pageTitle({ view: 'relay' }, 'D')).toBe('Relay | D');
    expect(pageTitle({ view: 'search', search: 'harbour\u202E fog' }, 'D')).toBe('“harbour fog” | D');
    expect(pageTitle({ view: 'not-found' }, 'D')).toBe('Not found | D');
    expect(pageTitle({ view: 'settings' }, 'D')).toBe('Settings | D');
    expect(pageTitle({ view: 'post' }, 'D')).toBe('New post | D');
    expect(pageTitle({ view: 'moderate', tags: ['nostriga'] }, 'D')).toBe('Moderate #nostriga | D');
  });

  it('has words for missing data', () => {
    expect(pageTitle({ view: 'profile' }, 'D')).toBe('Profile | D');
    expect(pageTitle({ view: 'profile', authorName: '  \n ' }, 'D')).toBe('Profile | D');
    expect(pageTitle({ view: 'topic' }, 'D')).toBe('Topic | D');
    expect(pageTitle({ view: 'tags', tags: [] }, 'D')).toBe('Home | D');
    expect(pageTitle({ view: 'tags' }, 'D')).toBe('Home | D');
  });

  it('leaves the separator out when there is no app name', () => {
    expect(pageTitle({ view: 'global' }, '')).toBe('Global');
    expect(pageTitle({ view: 'global' }, '  ')).toBe('Global');
  });

  it('keeps hostile names on one short line', () => {
    expect(pageTitle({ view: 'profile', authorName: 'Eve\n\u202Eevil\u0000  name' }, 'D')).toBe('Eve evil name | D');
    const long = pageTitle({ view: 'profile', authorName: 'x'.repeat(500) }, 'D');
    expect(long).toBe(`${'x'.repeat(79)}… | D`);
    expect(viewLabel({ view: 'profile', authorName: '👨‍👩‍👧 family' })).toBe('👨‍👩‍👧 family');
  });
});

describe('tagsLabel', () => {
  it('shows at most 5 tags and elides the rest', () => {
    expect(tagsLabel(['a', 'b', 'c', 'd', 'e'])).toBe('#a #b #c #d #e');
    expect(tagsLabel(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('#a #b #c #d #e …');
    expect(pageTitle({ view: 'tags', tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'D')).toBe('#a #b #c #d #e … | D');
  });

  it('does not double the # or show empty tags', () => {
    expect(tagsLabel(['#art', '', ' ', 'photo'])).toBe('#art #photo');
  });
});

describe('cleanTitleText', () => {
  it('handles undefined and plain text', () => {
    expect(cleanTitleText(undefined)).toBe('');
    expect(cleanTitleText(' Hello   world ')).toBe('Hello world');
  });
});
