import { describe, expect, it } from 'vitest';
import { galleryHeaderKind, singleAuthor } from './gallery-header-kind';
import { DEFAULT_HASHTAGS } from '../reference/reference-data';
import { parseRoute } from '../routes/route';
import type { Settings } from '../types';

const NPUB = 'npub1sg6plzptd64u62a878hep2kev88swjh3tw00gjsfl8f237lmu63q0uf63m';

function settingsOf(pathname: string, search = ''): Settings {
  const match = parseRoute(pathname, search);
  if (match.kind !== 'gallery') throw new Error(`${pathname} is no gallery`);
  return match.settings;
}

describe('galleryHeaderKind', () => {
  it('names the header of each route', () => {
    expect(galleryHeaderKind(settingsOf(`/p/${NPUB}`))).toBe('author');
    expect(galleryHeaderKind(settingsOf('/tags/cats'))).toBe('search');
    expect(galleryHeaderKind(settingsOf('/global'))).toBe('search');
    expect(galleryHeaderKind({ ...settingsOf('/global'), tags: [...DEFAULT_HASHTAGS] })).toBe('home');
  });

  it('lets a relay win, then one valid author, then a list or a set unless a search, topic or follows names the feed', () => {
    const base = settingsOf('/global');
    expect(galleryHeaderKind({ ...base, relay: 'wss://relay.example', npubs: [NPUB] })).toBe('relay');
    expect(galleryHeaderKind({ ...base, npubs: ['npub1invalid'] })).toBe('search');
    expect(galleryHeaderKind({ ...base, npubs: [NPUB, NPUB] })).toBe('search');
    expect(galleryHeaderKind({ ...base, list: 'naddr1list' })).toBe('list');
    expect(galleryHeaderKind({ ...base, set: 'naddr1set' })).toBe('set');
    expect(galleryHeaderKind({ ...base, list: 'naddr1list', set: 'naddr1set' })).toBe('list');
    expect(galleryHeaderKind({ ...base, set: 'naddr1set', follows: true })).toBe('search');
    expect(galleryHeaderKind({ ...base, list: 'naddr1list', topic: 'art' })).toBe('search');
  });
});

describe('singleAuthor', () => {
  it('is the one npub when nothing else names the feed', () => {
    const base = settingsOf('/global');
    expect(singleAuthor({ ...base, npubs: [NPUB] })).toBe(NPUB);
    expect(singleAuthor({ ...base, npubs: [NPUB], tags: ['cats'] })).toBeUndefined();
    expect(singleAuthor({ ...base, npubs: [NPUB], search: 'x' })).toBeUndefined();
  });
});
