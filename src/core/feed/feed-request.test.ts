import { getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { FEED_LIMIT } from './feed-filter';
import { feedFilter, feedKey, feedRequestForAddress, namedFeedForAddress } from './feed-request';
import { ADULT_TAGS, DEFAULT_HASHTAGS } from '../reference/reference-data';
import { addressAfterRedirect, DEFAULT_SETTINGS } from '../routes/route';

const pubkey = getPublicKey(new Uint8Array(32).fill(9));
const npub = nip19.npubEncode(pubkey);
const NOW = 1_700_000_000;
const adultTag = [...ADULT_TAGS][0] ?? '';

describe('feedRequestForAddress', () => {
  it('opens tag, topic, global and author feeds from the address alone', () => {
    expect(feedRequestForAddress('/tags/cats,dogs', '')).toEqual({ settings: { ...DEFAULT_SETTINGS, tags: ['cats', 'dogs'] } });
    expect(feedRequestForAddress('/global', '')).toEqual({ settings: DEFAULT_SETTINGS });
    expect(feedRequestForAddress('/topic/art', '')?.settings.topic).toBe('art');
    expect(feedRequestForAddress(`/p/${npub}`, '')).toMatchObject({ authors: [pubkey] });
  });

  it('opens nothing that needs the session, a list lookup, or the adult warning first', () => {
    expect(feedRequestForAddress('/follows', '')).toBeUndefined();
    expect(feedRequestForAddress(`/set/${nip19.naddrEncode({ kind: 30006, pubkey, identifier: 'x' })}`, '')).toBeUndefined();
    expect(feedRequestForAddress(`/tags/${adultTag}`, '')).toBeUndefined();
    expect(feedRequestForAddress('/no/such/page', '')).toBeUndefined();
    // A relay's feed opens with the gallery, beside the relay's document.
    expect(feedRequestForAddress('/relay/relay.example.com', '')).toBeUndefined();
    // A search's waits for the search relay's document to say it searches.
    expect(feedRequestForAddress('/search/fog', '')).toBeUndefined();
  });

  it('opens no popular order early: its first screen waits for the counts', () => {
    expect(feedRequestForAddress('/tags/cats', '?sort=popular&period=1d')).toBeUndefined();
  });

  it('opens home as the default hashtags it redirects to, keeping its query', () => {
    expect(feedRequestForAddress('/', '')).toEqual({ settings: { ...DEFAULT_SETTINGS, tags: [...DEFAULT_HASHTAGS] } });
    expect(feedRequestForAddress('/', '?type=image')?.settings).toMatchObject({ tags: [...DEFAULT_HASHTAGS], type: 'image' });
    expect(addressAfterRedirect('/', '?type=image')).toEqual({ pathname: `/tags/${DEFAULT_HASHTAGS.join('%2C')}`, search: '?type=image' });
    expect(addressAfterRedirect('/global', '')).toEqual({ pathname: '/global', search: '' });
  });

  it('opens the adult tag once the address turns adult content on', () => {
    expect(feedRequestForAddress(`/tags/${adultTag}`, '?adult=true')).toBeDefined();
  });
});

describe('feedKey', () => {
  it('names the same feed the same whatever the order of its tags or authors', () => {
    const settings = { ...DEFAULT_SETTINGS, tags: ['b', 'a'] };
    expect(feedKey({ settings })).toBe(feedKey({ settings: { ...settings, tags: ['a', 'b'] } }));
    expect(feedKey({ settings, authors: ['y', 'x'] })).toBe(feedKey({ settings, authors: ['x', 'y'] }));
  });

  it('tells apart feeds that show other posts', () => {
    const settings = { ...DEFAULT_SETTINGS, tags: ['a'] };
    const keys = new Set([
      feedKey({ settings }),
      feedKey({ settings: { ...settings, showReposts: !settings.showReposts } }),
      feedKey({ settings: { ...settings, type: 'video' } }),
      feedKey({ settings: { ...settings, tags: ['b'] } }),
      feedKey({ settings, authors: ['a'] }),
      feedKey({ settings, ids: ['a'] }),
      feedKey({ settings, ids: ['a', 'b'] }),
      feedKey({ settings, relays: ['wss://a.example'] }),
      feedKey({ settings, relays: ['wss://b.example'] }),
      feedKey({ settings: { ...settings, search: 'fog' }, relays: ['wss://a.example'] }),
      feedKey({ settings: { ...settings, search: 'fog harbour' }, relays: ['wss://a.example'] }),
      feedKey({ settings: { ...settings, popular: '7d' } }),
      feedKey({ settings: { ...settings, popular: '30d' } }),
    ]);
    expect(keys.size).toBe(13);
    expect(feedKey({ settings, relays: ['y', 'x'] })).toBe(feedKey({ settings, relays: ['x', 'y'] }));
    expect(feedKey({ settings, ids: ['b', 'a'] })).toBe(feedKey({ settings, ids: ['a', 'b'] }));
  });
});

describe('feedFilter', () => {
  it('asks by authors, by tags, or for the last day, and for older posts with until', () => {
    expect(feedFilter({ settings: DEFAULT_SETTINGS, authors: [pubkey] }, NOW)).toMatchObject({ authors: [pubkey], limit: FEED_LIMIT });
    expect(feedFilter({ settings: { ...DEFAULT_SETTINGS, tags: ['cats'] } }, NOW)).toMatchObject({ '#t': ['cats'] });
    expect(feedFilter({ settings: DEFAULT_SETTINGS }, NOW)).toMatchObject({ since: NOW - 86_400 });
    expect(feedFilter({ settings: { ...DEFAULT_SETTINGS, tags: ['cats'] } }, NOW, NOW - 5).until).toBe(NOW - 5);
  });

  it('asks chosen relays for their newest posts whenever written', () => {
    const settings = { ...DEFAULT_SETTINGS, relay: 'wss://relay.example.com' };
    const filter = feedFilter({ settings, relays: ['wss://relay.example.com'] }, NOW, NOW - 5);
    expect(filter).toMatchObject({ limit: FEED_LIMIT, until: NOW - 5 });
    expect(filter.since).toBeUndefined();
    expect(filter['#t']).toBeUndefined();
  });

  it('asks a search of its words, whenever the posts were written', () => {
    const settings = { ...DEFAULT_SETTINGS, search: 'harbour fog' };
    const filter = feedFilter({ settings, relays: ['wss://search.example.com'] }, NOW);
    expect(filter).toMatchObject({ search: 'harbour fog', limit: FEED_LIMIT });
    expect(filter.since).toBeUndefined();
    expect(feedFilter({ settings: DEFAULT_SETTINGS }, NOW).search).toBeUndefined();
  });

  it('asks a popular order for the whole period, on every route', () => {
    expect(feedFilter({ settings: { ...DEFAULT_SETTINGS, popular: '7d' } }, NOW).since).toBe(NOW - 7 * 86_400);
    expect(feedFilter({ settings: { ...DEFAULT_SETTINGS, tags: ['cats'], popular: '1d' } }, NOW)).toMatchObject({
      '#t': ['cats'],
      since: NOW - 86_400,
    });
    expect(feedFilter({ settings: { ...DEFAULT_SETTINGS, popular: '30d' }, authors: [pubkey] }, NOW, NOW - 5)).toMatchObject({
      since: NOW - 30 * 86_400,
      until: NOW - 5,
    });
  });

  it("asks a set's feed by its ids alone, whenever the posts were written", () => {
    const ids = ['1'.repeat(64), '2'.repeat(64)];
    const filter = feedFilter({ settings: { ...DEFAULT_SETTINGS, tags: ['cats'] }, authors: [pubkey], ids }, NOW, NOW - 5);
    expect(filter).toMatchObject({ ids, limit: FEED_LIMIT, until: NOW - 5 });
    expect(filter.authors).toBeUndefined();
    expect(filter['#t']).toBeUndefined();
    expect(filter.since).toBeUndefined();
  });

  it('asks an author feed by its authors only, whatever tags the address also names', () => {
    const filter = feedFilter({ settings: { ...DEFAULT_SETTINGS, tags: ['cats'] }, authors: [pubkey] }, NOW);
    expect(filter['#t']).toBeUndefined();
  });
});

describe('namedFeedForAddress', () => {
  const list = nip19.naddrEncode({ kind: 30000, pubkey, identifier: 'friends' });
  const set = nip19.naddrEncode({ kind: 30006, pubkey, identifier: 'dusk' });

  it("names a list route's list or a set route's set, and its settings, whose feed opens once it is read", () => {
    expect(namedFeedForAddress(`/list/${list}`, '')).toEqual({ settings: expect.objectContaining({ list }), list });
    expect(namedFeedForAddress(`/set/${set}`, '')).toEqual({ settings: expect.objectContaining({ set }), set });
    expect(namedFeedForAddress(`/list/${list}`, '?type=image')?.settings.type).toBe('image');
  });

  it('names none for other routes, a popular order, or a list wall', () => {
    expect(namedFeedForAddress('/tags/cats', '')).toBeUndefined();
    expect(namedFeedForAddress(`/p/${npub}`, '')).toBeUndefined();
    expect(namedFeedForAddress(`/list/${list}`, '?sort=popular&period=1d')).toBeUndefined();
    expect(namedFeedForAddress('/tags/cats', `?admit=list&people=${list}`)).toBeUndefined();
    expect(namedFeedForAddress('/tags/cats', `?admit=approved&sets=${set}`)).toBeUndefined();
  });
});
