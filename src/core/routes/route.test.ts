import { getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HASHTAGS, getTopic } from '../reference/reference-data';
import { DEFAULT_SETTINGS, normalizeHashtag, parseRoute, parseTags } from './route';
import type { Settings } from '../types';

const pubkey = getPublicKey(new Uint8Array(32).fill(7));
const npub = nip19.npubEncode(pubkey);
const naddr = nip19.naddrEncode({ kind: 30000, pubkey, identifier: 'friends' });
const nevent = nip19.neventEncode({ id: 'b'.repeat(64) });
const pictureSet = nip19.naddrEncode({ kind: 30006, pubkey, identifier: 'sunsets' });
const videoSet = nip19.naddrEncode({ kind: 30005, pubkey, identifier: '' });

function settingsOf(path: string, search = ''): Settings {
  const match = parseRoute(path, search);
  if (match.kind !== 'gallery') throw new Error(`${path} did not parse: ${JSON.stringify(match)}`);
  return match.settings;
}

describe('parseRoute: paths', () => {
  it('redirects / to the 15 default hashtags, keeping the query', () => {
    const match = parseRoute('/', '?type=video');
    expect(match).toEqual({ kind: 'redirect', to: `/tags/${DEFAULT_HASHTAGS.join('%2C')}?type=video` });
    if (match.kind !== 'redirect') return;
    expect(match.to.split('?')[0]?.split('%2C')).toHaveLength(15);
    expect(parseRoute('', '')).toEqual({ kind: 'redirect', to: `/tags/${DEFAULT_HASHTAGS.join('%2C')}` });
    expect(parseRoute('//', 'adult=true')).toMatchObject({ to: expect.stringMatching(/\?adult=true$/) });
  });

  it('lands the redirect on a gallery of exactly the default hashtags', () => {
    const match = parseRoute('/', '');
    if (match.kind !== 'redirect') throw new Error('no redirect');
    expect(settingsOf(match.to).tags).toEqual([...DEFAULT_HASHTAGS]);
  });

  it('parses /global and /follows', () => {
    expect(parseRoute('/global', '')).toEqual({ kind: 'gallery', view: 'global', settings: DEFAULT_SETTINGS });
    expect(parseRoute('/follows/', '')).toEqual({ kind: 'gallery', view: 'follows', settings: { ...DEFAULT_SETTINGS, follows: true } });
  });

  it('parses hashtags: decoded, trimmed, lowercased, without #, unique', () => {
    expect(parseRoute('/tags/Cats%2C%23dogs,cats', '')).toMatchObject({ view: 'tags', settings: { tags: ['cats', 'dogs'] } });
    expect(settingsOf('/tags/%20art%20,,%23%23photo,').tags).toEqual(['art', 'photo']);
    expect(settingsOf('/tags/caf%C3%A9,%E5%86%99%E7%9C%9F,bitcoin_2024,self-hosted').tags).toEqual([
      'café',
      '写真',
      'bitcoin_2024',
      'self-hosted',
    ]);
  });

  it('parses a topic into its key and tags', () => {
    const art = getTopic('art');
    expect(parseRoute('/topic/art', '')).toEqual({
      kind: 'gallery',
      view: 'topic',
      settings: { ...DEFAULT_SETTINGS, topic: 'art', tags: art?.tags },
    });
    expect(settingsOf('/topic/ART').topic).toBe('art');
  });

  it('parses every author route to the canonical npub', () => {
    for (const path of [
      `/profile/${npub}`,
      `/p/${npub}`,
      `/${npub}`,
      `/p/${npub}/`,
      `/p/${npub.toUpperCase()}`,
      `/${npub.toUpperCase()}`,
    ]) {
      expect(parseRoute(path, ''), path).toEqual({ kind: 'gallery', view: 'profile', settings: { ...DEFAULT_SETTINGS, npubs: [npub] } });
    }
  });

  it('parses list references', () => {
    expect(parseRoute(`/list/${naddr}`, '')).toEqual({ kind: 'gallery', view: 'list', settings: { ...DEFAULT_SETTINGS, list: naddr } });
    expect(settingsOf(`/list/${nevent}`).list).toBe(nevent);
    // A starter pack (NIP-51 kind 39089) opens as a people list.
    const pack = nip19.naddrEncode({ kind: 39089, pubkey, identifier: 'pack' });
    expect(settingsOf(`/list/${pack}`).list).toBe(pack);
    const packEvent = nip19.neventEncode({ id: 'c'.repeat(64), kind: 39089 });
    expect(settingsOf(`/list/${packEvent}`).list).toBe(packEvent);
  });

  it('parses picture and video set addresses', () => {
    expect(parseRoute(`/set/${pictureSet}`, '')).toEqual({
      kind: 'gallery',
      view: 'set',
      settings: { ...DEFAULT_SETTINGS, set: pictureSet },
    });
    expect(settingsOf(`/set/${videoSet}/`, '?type=video')).toMatchObject({ set: videoSet, type: 'video' });
  });
});

describe('parseRoute: relays', () => {
  it('parses /relay/{host} as that wss relay, with the query parameters', () => {
    expect(parseRoute('/relay/relay.example.com', '?type=image&adult=true')).toEqual({
      kind: 'gallery',
      view: 'relay',
      settings: { ...DEFAULT_SETTINGS, relay: 'wss://relay.example.com', type: 'image', showAdult: true },
    });
    expect(settingsOf('/relay/Relay.Example.com/').relay).toBe('wss://relay.example.com');
  });

  it('parses a whole relay address, percent-encoded; ws only on this computer', () => {
    expect(settingsOf(`/relay/${encodeURIComponent('wss://relay.example.com/nostr')}`).relay).toBe('wss://relay.example.com/nostr');
    expect(settingsOf(`/relay/${encodeURIComponent('ws://127.0.0.1:7447')}`).relay).toBe('ws://127.0.0.1:7447');
    expect(parseRoute(`/relay/${encodeURIComponent('ws://relay.example.com')}`, '')).toEqual({
      kind: 'not-found',
      reason: 'This is not a relay address (wss://…).',
    });
    expect(parseRoute(`/relay/${encodeURIComponent('https://relay.example.com')}`, '').kind).toBe('not-found');
    expect(parseRoute('/relay/', '').kind).toBe('not-found');
    expect(parseRoute('/relay/wss:/relay.example.com', '').kind).toBe('not-found');
  });
});

describe('parseRoute: search', () => {
  it('parses /search/{words} as a search of those words, with the query parameters', () => {
    expect(parseRoute('/search/harbour%20%20fog%20', '?type=video')).toEqual({
      kind: 'gallery',
      view: 'search',
      settings: { ...DEFAULT_SETTINGS, search: 'harbour fog', type: 'video' },
    });
    expect(settingsOf('/search/a%2Fb').search).toBe('a/b');
  });

  it('finds nothing to search for in empty, malformed or too long words', () => {
    expect(parseRoute('/search/%20', '')).toEqual({ kind: 'not-found', reason: 'There is nothing to search for.' });
    expect(parseRoute('/search/%E0%A4%A', '').kind).toBe('not-found');
    expect(parseRoute(`/search/${'a'.repeat(101)}`, '')).toEqual({ kind: 'not-found', reason: 'A search is at most 100 characters.' });
    expect(parseRoute('/search', '').kind).toBe('not-found');
  });
});

describe('parseRoute: query', () => {
  it('reads the flags and the type', () => {
    expect(settingsOf('/global', '?nsfw=true&replies=true&reposts=true&type=image')).toMatchObject({
      showAdult: true,
      showReplies: true,
      showReposts: true,
      type: 'image',
    });
    expect(settingsOf('/global', '?adult=true&type=video')).toMatchObject({ showAdult: true, type: 'video' });
    expect(settingsOf('/global', 'replies=true').showReplies).toBe(true);
  });

  it('treats anything but the exact value true, and unknown types, as off', () => {
    expect(settingsOf('/global', '?adult=1&nsfw=yes&replies=TRUE&reposts=&type=gif')).toEqual(DEFAULT_SETTINGS);
    expect(settingsOf('/global', '?type=IMAGE').type).toBe('all');
    expect(settingsOf('/global', '?type=all&foo=bar&adult').type).toBe('all');
  });

  it('reads the popular order and its period, the last week when the period is missing or unknown', () => {
    expect(settingsOf('/tags/cats', '?sort=popular&period=1d').popular).toBe('1d');
    expect(settingsOf('/global', '?sort=popular').popular).toBe('7d');
    expect(settingsOf('/global', '?sort=popular&period=1y').popular).toBe('7d');
    expect(settingsOf('/global', '?sort=newest&period=1d')).toEqual(DEFAULT_SETTINGS);
  });

  it('never lets the query set the filters', () => {
    expect(settingsOf('/global', '?tags=nsfw&npubs=x&follows=true&topic=nsfw&list=x')).toEqual(DEFAULT_SETTINGS);
  });
});

describe('parseRoute: not found', () => {
  it('turns unknown and malformed addresses into not-found', () => {
    const cases = [
      '/topic/nope',
      '/topic/__proto__',
      '/topic/',
      '/topic/%E0%A4%A',
      '/p/npub1bad',
      '/p/',
      '/profile',
      `/profile/${nip19.noteEncode('b'.repeat(64))}`,
      `/p/${npub}x`,
      '/npub1garbage',
      '/list/naddr1bad',
      `/list/${nip19.naddrEncode({ kind: 30023, pubkey, identifier: 'x' })}`,
      `/list/${nip19.neventEncode({ id: 'b'.repeat(64), kind: 1 })}`,
      `/list/${npub}`,
      '/set/naddr1bad',
      '/set/',
      `/set/${naddr}`,
      `/set/${nevent}`,
      `/set/${pictureSet}/x`,
      '/tags/',
      '/tags/%E0%A4%A',
      '/tags/%3Cscript%3E',
      '/tags/,,,#',
      '/tags/a/b',
      '/global/x',
      '/follows/x',
      '/what',
      '/Global',
      '/index.html',
      '/../etc/passwd',
      `/${'x'.repeat(500)}`,
      `/tags/${'a,'.repeat(5000)}`,
    ];
    for (const path of cases) expect(parseRoute(path, '').kind, path).toBe('not-found');
  });

  it('gives a reason to show', () => {
    const match = parseRoute('/topic/nope', '');
    expect(match.kind === 'not-found' && match.reason.length > 0).toBe(true);
  });
});

describe('tags', () => {
  it('drops junk and keeps letters of any script', () => {
    expect(parseTags('a,,b c,😀,ünï,%2Cx')).toEqual(['a', 'ünï', 'x']);
    expect(parseTags('%E0%A4%A')).toEqual([]);
    expect(parseTags('हिन्दी,ไทย')).toEqual(['हिन्दी', 'ไทย']);
  });

  it('caps how many tags an address may name', () => {
    const many = Array.from({ length: 500 }, (_, index) => `t${index}`).join(',');
    expect(parseTags(many)).toHaveLength(100);
  });

  it('normalizes one hashtag', () => {
    expect(normalizeHashtag(' ##Sunset ')).toBe('sunset');
    expect(normalizeHashtag('Cafe\u0301')).toBe('café');
    for (const bad of ['', '#', 'a b', '<b>', 'a.b', 'a,b', '\u0301x', 'x'.repeat(65), 'a\u0000']) {
      expect(normalizeHashtag(bad), bad).toBeUndefined();
    }
  });
});
