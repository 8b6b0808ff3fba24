import { getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HASHTAGS } from '../reference/reference-data';
import { DEFAULT_SETTINGS, parseRoute } from './route';
import type { Settings } from '../types';
import { activeFilterLabels, filterPath, isHomeFeed, isPlainHome, ORDER_CHOICES } from './view-filters';

const npub = nip19.npubEncode(getPublicKey(new Uint8Array(32).fill(9)));
const naddr = nip19.naddrEncode({ kind: 30000, pubkey: getPublicKey(new Uint8Array(32).fill(9)), identifier: 'friends' });

function settingsOf(path: string, search = ''): Settings {
  const match = parseRoute(path, search);
  if (match.kind !== 'gallery') throw new Error(`${path} did not parse`);
  return match.settings;
}

describe('filterPath', () => {
  it('keeps each kind of feed by the navigation rule and writes only what is on', () => {
    expect(filterPath(settingsOf('/global'), { type: 'video' })).toBe('/global?type=video');
    expect(filterPath(settingsOf('/global', '?type=video'), { type: 'all' })).toBe('/global');
    expect(filterPath(settingsOf(`/profile/${npub}`), { showReplies: true })).toBe(`/p/${npub}?replies=true`);
    expect(filterPath(settingsOf(`/${npub}`), { type: 'image' })).toBe(`/p/${npub}?type=image`);
    expect(filterPath(settingsOf('/topic/photography'), { showReposts: true })).toBe('/topic/photography?reposts=true');
    expect(filterPath(settingsOf('/follows'), { showAdult: true })).toBe('/follows?adult=true');
    expect(filterPath(settingsOf(`/list/${naddr}`), { type: 'video' })).toBe(`/list/${naddr}?type=video`);
    expect(filterPath(settingsOf('/tags/cats,dogs'), { showReplies: true })).toBe('/tags/cats%2Cdogs?replies=true');
  });

  it('changes one filter and keeps the others', () => {
    const settings = settingsOf('/tags/cats', '?nsfw=true&replies=true&type=image');
    expect(filterPath(settings, { showReplies: false })).toBe('/tags/cats?adult=true&type=image');
    expect(filterPath(settings, { showAdult: false, type: 'all' })).toBe('/tags/cats?replies=true');
  });
});

describe('the order', () => {
  it('is written and read back through the filters', () => {
    expect(filterPath(settingsOf('/tags/cats'), { popular: '30d' })).toBe('/tags/cats?sort=popular&period=30d');
    expect(filterPath(settingsOf('/tags/cats', '?type=image&sort=popular&period=1d'), { popular: undefined })).toBe(
      '/tags/cats?type=image',
    );
    expect(ORDER_CHOICES.map((choice) => choice.label)).toEqual(['Newest', 'Popular today', 'Popular this week', 'Popular this month']);
    expect(activeFilterLabels({ ...DEFAULT_SETTINGS, type: 'image', popular: '7d' })).toEqual(['Pictures', 'Popular this week']);
  });
});

describe('activeFilterLabels', () => {
  it('is empty by default and names each filter that is on, in order', () => {
    expect(activeFilterLabels(DEFAULT_SETTINGS)).toEqual([]);
    expect(activeFilterLabels({ ...DEFAULT_SETTINGS, type: 'video', showReplies: true })).toEqual(['Videos', 'Replies']);
    expect(activeFilterLabels({ type: 'image', showReplies: true, showReposts: true, showAdult: true })).toEqual([
      'Pictures',
      'Replies',
      'Reposts',
      'Adult',
    ]);
  });
});

describe('isHomeFeed', () => {
  it('is the feed / redirects to, whatever its filters', () => {
    const redirect = parseRoute('/', '?type=video');
    if (redirect.kind !== 'redirect') throw new Error('no redirect');
    const [path, query] = redirect.to.split('?');
    expect(isHomeFeed(settingsOf(path ?? '', query))).toBe(true);
    expect(isHomeFeed(settingsOf('/tags/photography'))).toBe(false);
    expect(isHomeFeed(settingsOf('/global'))).toBe(false);
    expect(isHomeFeed({ ...DEFAULT_SETTINGS, tags: DEFAULT_HASHTAGS.slice(0, -1) })).toBe(false);
  });
});

describe('isPlainHome', () => {
  it('is home with no more than a type chosen', () => {
    const home = { ...DEFAULT_SETTINGS, tags: [...DEFAULT_HASHTAGS] };
    expect(isPlainHome(home)).toBe(true);
    expect(isPlainHome({ ...home, type: 'video' })).toBe(true);
    expect(isPlainHome({ ...home, showReplies: true })).toBe(false);
    expect(isPlainHome({ ...home, showAdult: true })).toBe(false);
    expect(isPlainHome({ ...home, showReposts: true })).toBe(false);
    expect(isPlainHome(settingsOf('/global'))).toBe(false);
  });
});
