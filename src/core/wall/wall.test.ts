import { describe, expect, it } from 'vitest';
import { decodeSetAddress } from '../sets/set-address';
import { DEFAULT_SETTINGS, parseRoute } from '../routes/route';
import {
  moderationPath,
  moderatorSets,
  wallIdentifier,
  wallPath,
  wallSetCoordinate,
  wallSetKind,
  wallSetTitle,
  withModerator,
} from './wall';

const alice = 'a'.repeat(64);
const bob = 'b'.repeat(64);
const settings = { ...DEFAULT_SETTINGS, tags: ['nostriga', 'conf'] };

function parsed(address: string) {
  const [pathname = '', search = ''] = address.split('?');
  return parseRoute(pathname, `?${search}`);
}

describe('a moderator’s sets', () => {
  it('are named by the hashtags, whatever their order, and hold pictures and videos apart', () => {
    expect(wallIdentifier(['nostriga', 'conf'])).toBe(wallIdentifier(['conf', 'nostriga']));
    expect(wallSetTitle(['nostriga'])).toBe('Wall #nostriga');
    expect(wallSetKind('image')).toBe(30006);
    expect(wallSetKind('video')).toBe(30005);
    expect(wallSetCoordinate(30006, alice, ['conf'])).toBe(`30006:${alice}:wall:conf`);
    expect(moderatorSets(alice, ['conf']).map(decodeSetAddress)).toEqual([
      { kind: 30006, pubkey: alice, identifier: 'wall:conf', relays: [] },
      { kind: 30005, pubkey: alice, identifier: 'wall:conf', relays: [] },
    ]);
  });

  it('join the wall once, after the moderators already on it', () => {
    const first = withModerator([], alice, ['conf']);
    const both = withModerator(first, bob, ['conf']);
    expect(both).toEqual([...first, ...moderatorSets(bob, ['conf'])]);
    expect(withModerator(both, alice, ['conf'])).toEqual(both);
  });
});

describe('wall addresses', () => {
  const sets = withModerator([], alice, settings.tags);

  it('open the hashtags’ slideshow in screen mode, approved posts only', () => {
    const address = wallPath(settings, { kind: 'approved', sets }, 6);
    expect(address).toMatch(/^\/tags\/nostriga%2Cconf\?admit=approved&sets=naddr1\w+,naddr1\w+&view=slideshow&screen=true&slide=6$/);
    expect(parsed(address)).toMatchObject({ kind: 'gallery', settings: { tags: ['nostriga', 'conf'], admit: { kind: 'approved', sets } } });
  });

  it('carry any other admission, or none', () => {
    expect(wallPath(settings, undefined, 8)).toBe('/tags/nostriga%2Cconf?view=slideshow&screen=true&slide=8');
    expect(wallPath({ ...settings, showAdult: true }, { kind: 'circle' }, 2.5)).toBe(
      '/tags/nostriga%2Cconf?adult=true&admit=circle&view=slideshow&screen=true&slide=2.5',
    );
  });

  it('lead another moderator to the same wall’s moderation screen', () => {
    const address = moderationPath({ settings: { ...settings, topic: 'nostriga', showAdult: true }, sets, slideSeconds: 6 });
    expect(address).toMatch(/^\/moderate\/nostriga%2Cconf\?adult=true&sets=/);
    expect(parsed(address)).toMatchObject({ kind: 'moderate', sets, settings: { tags: ['nostriga', 'conf'], showAdult: true } });
    expect(moderationPath({ settings, sets: [], slideSeconds: 8 })).toBe('/moderate/nostriga%2Cconf?slide=8');
  });
});
