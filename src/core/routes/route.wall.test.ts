import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseRoute, settingsToPath } from './route';

const pubkey = 'b'.repeat(64);
const pictures = nip19.naddrEncode({ kind: 30006, pubkey, identifier: 'wall:conf' });
const people = nip19.naddrEncode({ kind: 30000, pubkey, identifier: 'speakers' });

describe('wall addresses', () => {
  it('reads an admission on a hashtag or topic route', () => {
    expect(parseRoute('/tags/conf', `?admit=approved&sets=${pictures}&view=slideshow&screen=true`)).toEqual({
      kind: 'gallery',
      view: 'tags',
      settings: { ...DEFAULT_SETTINGS, tags: ['conf'], admit: { kind: 'approved', sets: [pictures] } },
    });
    const topic = parseRoute('/topic/nostriga', '?admit=circle');
    expect(topic.kind === 'gallery' && topic.settings.admit).toEqual({ kind: 'circle' });
  });

  it('refuses an admission it cannot hold, and one on any other route', () => {
    expect(parseRoute('/tags/conf', '?admit=approved&sets=naddr1bad').kind).toBe('not-found');
    expect(parseRoute('/global', '?admit=circle')).toEqual({
      kind: 'not-found',
      reason: 'Only a hashtag or topic wall can limit whose posts reach the screen.',
    });
    expect(parseRoute(`/set/${pictures}`, '?admit=circle').kind).toBe('not-found');
  });

  it('writes the admission back after the other parameters, and only where it is read', () => {
    const settings = { ...DEFAULT_SETTINGS, tags: ['conf'], showAdult: true, admit: { kind: 'list' as const, list: people } };
    const path = settingsToPath(settings);
    expect(path).toBe(`/tags/conf?adult=true&admit=list&people=${people}`);
    const [pathname = '', search = ''] = path.split('?');
    expect(parseRoute(pathname, `?${search}`)).toEqual({ kind: 'gallery', view: 'tags', settings });
    expect(settingsToPath({ ...settings, relay: 'wss://relay.example.com' })).toBe('/relay/relay.example.com?adult=true');
  });

  it('reads a moderation screen with the sets so far, or none', () => {
    expect(parseRoute('/moderate/conf', '')).toEqual({ kind: 'moderate', settings: { ...DEFAULT_SETTINGS, tags: ['conf'] }, sets: [] });
    expect(parseRoute('/moderate/conf', `?sets=${pictures}&slide=6`)).toMatchObject({ kind: 'moderate', sets: [pictures] });
    expect(parseRoute('/moderate/conf', '?sets=naddr1bad').kind).toBe('not-found');
    expect(parseRoute('/moderate/%20', '').kind).toBe('not-found');
  });
});
