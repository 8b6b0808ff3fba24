import { getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HASHTAGS } from '../reference/reference-data';
import { DEFAULT_SETTINGS, homePath, normalizeTagInput, parseRoute, settingsToPath, tagPath } from './route';
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

describe('settingsToPath', () => {
  it('follows the navigation rule order', () => {
    const all: Settings = { ...DEFAULT_SETTINGS, topic: 'art', follows: true, list: naddr, tags: ['a'], npubs: [npub] };
    expect(settingsToPath(all)).toBe('/topic/art');
    expect(settingsToPath({ ...all, topic: undefined })).toBe('/follows');
    expect(settingsToPath({ ...all, topic: undefined, follows: false })).toBe(`/list/${naddr}`);
    expect(settingsToPath({ ...all, topic: undefined, follows: false, set: pictureSet })).toBe(`/list/${naddr}`);
    expect(settingsToPath({ ...all, topic: undefined, follows: false, list: undefined, set: pictureSet })).toBe(`/set/${pictureSet}`);
    expect(settingsToPath({ ...DEFAULT_SETTINGS, tags: ['a', 'b'], npubs: [npub] })).toBe('/tags/a%2Cb');
    expect(settingsToPath({ ...DEFAULT_SETTINGS, npubs: [npub] })).toBe(`/p/${npub}`);
    expect(settingsToPath({ ...DEFAULT_SETTINGS, npubs: [npub, npub] })).toBe('/global');
    expect(settingsToPath(DEFAULT_SETTINGS)).toBe('/global');
  });

  it('writes the flags only when true and the type only when not all', () => {
    expect(settingsToPath({ ...DEFAULT_SETTINGS, showAdult: true, type: 'video' })).toBe('/global?adult=true&type=video');
    expect(settingsToPath({ ...DEFAULT_SETTINGS, showAdult: true, showReplies: true, showReposts: true, type: 'image' })).toBe(
      '/global?adult=true&replies=true&reposts=true&type=image',
    );
    expect(settingsToPath({ ...DEFAULT_SETTINGS, type: 'all' })).toBe('/global');
  });

  it('writes a relay first, as its host when that is all it is, and leaves out one that could not parse back', () => {
    const relay = { ...DEFAULT_SETTINGS, relay: 'wss://relay.example.com', tags: ['cats'], topic: 'art', follows: true };
    expect(settingsToPath(relay)).toBe('/relay/relay.example.com');
    expect(settingsToPath({ ...DEFAULT_SETTINGS, relay: 'ws://127.0.0.1:7447', type: 'image' })).toBe(
      '/relay/ws%3A%2F%2F127.0.0.1%3A7447?type=image',
    );
    expect(settingsToPath({ ...DEFAULT_SETTINGS, relay: 'ws://relay.example.com', tags: ['cats'] })).toBe('/tags/cats');
    expect(settingsToPath({ ...DEFAULT_SETTINGS, relay: '' })).toBe('/global');
  });

  it('writes search words after a relay and before everything else, and leaves out words that could not parse back', () => {
    expect(settingsToPath({ ...DEFAULT_SETTINGS, search: ' harbour  fog ', tags: ['cats'], topic: 'art' })).toBe('/search/harbour%20fog');
    expect(settingsToPath({ ...DEFAULT_SETTINGS, search: 'fog', relay: 'wss://relay.example.com' })).toBe('/relay/relay.example.com');
    expect(settingsToPath({ ...DEFAULT_SETTINGS, search: '   ', tags: ['cats'] })).toBe('/tags/cats');
    expect(settingsToPath({ ...DEFAULT_SETTINGS, search: 'x'.repeat(101) })).toBe('/global');
  });

  it('encodes what it writes and drops tags that could not parse back', () => {
    expect(settingsToPath({ ...DEFAULT_SETTINGS, tags: ['café', '#Art', 'a,b', '../x', 'art'] })).toBe('/tags/caf%C3%A9%2Cart');
    expect(settingsToPath({ ...DEFAULT_SETTINGS, tags: ['<script>'] })).toBe('/global');
    expect(settingsToPath({ ...DEFAULT_SETTINGS, topic: 'a/b?c' })).toBe('/topic/a%2Fb%3Fc');
    expect(settingsToPath({ ...DEFAULT_SETTINGS, topic: '' })).toBe('/global');
  });

  it('round-trips canonical addresses exactly', () => {
    const cases: [string, string][] = [
      ['/global', ''],
      ['/global', '?adult=true&replies=true&reposts=true&type=video'],
      ['/follows', '?adult=true'],
      ['/tags/cats%2Cdogs', '?replies=true'],
      ['/tags/caf%C3%A9', ''],
      [`/tags/${DEFAULT_HASHTAGS.join('%2C')}`, '?type=image'],
      ['/topic/nostr', '?type=image'],
      ['/topic/nsfw', '?adult=true'],
      [`/p/${npub}`, '?reposts=true'],
      [`/list/${naddr}`, ''],
      [`/list/${nevent}`, '?type=video'],
      [`/set/${pictureSet}`, '?adult=true&type=image'],
      [`/set/${videoSet}`, ''],
      ['/relay/relay.example.com', '?type=video'],
      [`/relay/${encodeURIComponent('ws://127.0.0.1:7447')}`, '?replies=true'],
      [`/relay/${encodeURIComponent('wss://relay.example.com/nostr')}`, ''],
      ['/search/harbour%20fog', '?adult=true&type=image'],
      [`/search/${encodeURIComponent('"at dawn" 写真/#art')}`, ''],
      ['/tags/cats', '?type=image&sort=popular&period=30d'],
      [`/p/${npub}`, '?sort=popular&period=1d'],
    ];
    for (const [path, search] of cases) expect(settingsToPath(settingsOf(path, search)), path + search).toBe(path + search);
  });

  it('maps every parsed address to one that parses to the same settings', () => {
    const cases: [string, string][] = [
      ['/tags/Cats,%23dogs,,cats', '?nsfw=true'],
      [`/${npub}`, '?type=video&replies=true'],
      [`/profile/${npub.toUpperCase()}/`, ''],
      ['/topic/ART', ''],
      ['/follows/', '?reposts=true&type=bogus'],
      ['/relay/RELAY.example.com%3A443/', '?nsfw=true'],
      [`/relay/${encodeURIComponent('wss://relay.example.com/')}`, ''],
      ['/search/%20harbour%0A%20fog%20', '?replies=true'],
      ['/global', '?period=1d&sort=popular'],
      ...['art', 'photography', 'bitcoin', 'btcprague'].map((key): [string, string] => [`/topic/${key}`, '']),
    ];
    for (const [path, search] of cases) {
      const settings = settingsOf(path, search);
      const [again, query = ''] = settingsToPath(settings).split('?');
      expect(settingsOf(again ?? '', query), path).toEqual(settings);
    }
  });
});

describe('homePath', () => {
  it('goes home keeping only the type', () => {
    expect(homePath('all')).toBe('/');
    expect(homePath('image')).toBe('/?type=image');
    expect(homePath('video')).toBe('/?type=video');
  });
});

describe('DEFAULT_SETTINGS', () => {
  it('is frozen, and parses do not share arrays with it', () => {
    expect(Object.isFrozen(DEFAULT_SETTINGS)).toBe(true);
    const settings = settingsOf('/global');
    settings.tags.push('x');
    expect(DEFAULT_SETTINGS.tags).toEqual([]);
    expect(settingsOf('/global').tags).toEqual([]);
  });
});

describe('tagPath', () => {
  it("writes one hashtag's address, normalized and encoded", () => {
    expect(tagPath('Photography')).toBe('/tags/photography');
    expect(tagPath('#café')).toBe(`/tags/${encodeURIComponent('café')}`);
  });
});

describe('normalizeTagInput', () => {
  it('turns typed text into one hashtag', () => {
    expect(normalizeTagInput(' #Sunset ')).toBe('sunset');
    expect(normalizeTagInput('##Cafe\u0301')).toBe('café');
    expect(normalizeTagInput('street photo')).toBe('streetphoto');
    expect(normalizeTagInput('写真')).toBe('写真');
  });

  it('returns undefined when nothing valid is left', () => {
    for (const text of ['', '   ', '#', '<b>', 'a,b', 'a/b', '😀', '#cats #dogs', 'x'.repeat(65)]) {
      expect(normalizeTagInput(text), text).toBeUndefined();
    }
  });
});
