import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('names the view, then the app', () => {
    expect(pageTitle({ view: 'profile', authorName: 'Ann' }, 'Diorama')).toBe('Ann | Diorama');
    expect(pageTitle({ view: 'tags', tags: ['a', 'b'] }, 'Diorama')).toBe('#a #b | Diorama');
    expect(pageTitle({ view: 'tags', tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'D')).toBe('#a #b #c #d #e … | D');
    expect(pageTitle({ view: 'topic', topicName: 'Art' }, 'D')).toBe('Art | D');
    expect(pageTitle({ view: 'global' }, 'D')).toBe('Global | D');
    expect(pageTitle({ view: 'home' }, 'D')).toBe('Home | D');
    expect(pageTitle({ view: 'profile' }, 'D')).toBe('Profile | D');
  });
});
