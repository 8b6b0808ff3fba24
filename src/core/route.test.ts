import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, homePath, parseRoute, parseTags, settingsToPath } from './route';
import type { Settings } from './types';

const npub = 'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6';
const naddr = nip19.naddrEncode({ kind: 30000, pubkey: 'a'.repeat(64), identifier: 'friends' });
const nevent = nip19.neventEncode({ id: 'b'.repeat(64) });

function settingsOf(path: string, search = ''): Settings {
  const match = parseRoute(path, search);
  if (match.kind !== 'gallery') throw new Error(`${path} did not parse: ${JSON.stringify(match)}`);
  return match.settings;
}

describe('parseRoute', () => {
  it('redirects / to the 15 default hashtags, keeping the query', () => {
    const match = parseRoute('/', '?type=video');
    expect(match.kind).toBe('redirect');
    if (match.kind !== 'redirect') return;
    expect(match.to).toMatch(/^\/tags\/artstr%2Ccatstr%2C/);
    expect(match.to.split('%2C')).toHaveLength(15);
    expect(match.to.endsWith('?type=video')).toBe(true);
  });

  it('parses every route', () => {
    expect(parseRoute('/global', '')).toMatchObject({ view: 'global', settings: DEFAULT_SETTINGS });
    expect(settingsOf('/tags/Cats%2C%23dogs,cats').tags).toEqual(['cats', 'dogs']);
    expect(settingsOf('/topic/animals')).toMatchObject({ topic: 'animals', tags: expect.arrayContaining(['catstr']) });
    for (const path of [`/profile/${npub}`, `/p/${npub}`, `/${npub}`, `/p/${npub}/`]) {
      expect(parseRoute(path, '')).toMatchObject({ view: 'profile', settings: { npubs: [npub] } });
    }
    expect(settingsOf(`/list/${naddr}`).list).toBe(naddr);
    expect(settingsOf(`/list/${nevent}`).list).toBe(nevent);
    expect(settingsOf('/follows').follows).toBe(true);
  });

  it('reads the query parameters', () => {
    expect(settingsOf('/global', '?nsfw=true&replies=true&reposts=true&type=image')).toMatchObject({
      showAdult: true,
      showReplies: true,
      showReposts: true,
      type: 'image',
    });
    expect(settingsOf('/global', '?adult=true&type=gif')).toMatchObject({ showAdult: true, type: 'all' });
  });

  it('turns anything unknown or malformed into not-found', () => {
    for (const path of ['/topic/nope', '/p/npub1bad', '/list/naddr1bad', '/tags/%E0%A4%A', '/tags/%3Cscript%3E', '/what', '/tags/a/b', `/${'x'.repeat(500)}`]) {
      expect(parseRoute(path, '').kind, path).toBe('not-found');
    }
  });
});

describe('parseTags', () => {
  it('drops junk', () => {
    expect(parseTags('a,,b c,😀,ünï')).toEqual(['a', 'ünï']);
  });
});

describe('settingsToPath', () => {
  it('follows the navigation rule order', () => {
    const all = { ...DEFAULT_SETTINGS, topic: 'art', follows: true, list: naddr, tags: ['a'], npubs: [npub] };
    expect(settingsToPath(all)).toBe('/topic/art');
    expect(settingsToPath({ ...all, topic: undefined })).toBe('/follows');
    expect(settingsToPath({ ...all, topic: undefined, follows: false })).toBe(`/list/${naddr}`);
    expect(settingsToPath({ ...DEFAULT_SETTINGS, tags: ['a', 'b'], npubs: [npub] })).toBe('/tags/a%2Cb');
    expect(settingsToPath({ ...DEFAULT_SETTINGS, npubs: [npub] })).toBe(`/p/${npub}`);
    expect(settingsToPath({ ...DEFAULT_SETTINGS, npubs: [npub, npub] })).toBe('/global');
  });

  it('writes type only when not all', () => {
    expect(settingsToPath({ ...DEFAULT_SETTINGS, showAdult: true, type: 'video' })).toBe('/global?adult=true&type=video');
    expect(settingsToPath(DEFAULT_SETTINGS)).toBe('/global');
  });

  it('round-trips', () => {
    for (const [path, search] of [
      ['/tags/cats%2Cdogs', '?replies=true'],
      ['/topic/nostr', '?type=image'],
      [`/p/${npub}`, '?reposts=true'],
      [`/list/${naddr}`, ''],
      ['/follows', '?adult=true'],
      ['/global', ''],
    ] as const) {
      expect(settingsToPath(settingsOf(path, search))).toBe(path + search);
    }
  });
});

describe('homePath', () => {
  it('keeps the type', () => {
    expect(homePath('all')).toBe('/');
    expect(homePath('video')).toBe('/?type=video');
  });
});
