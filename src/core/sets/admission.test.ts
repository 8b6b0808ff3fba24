import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { admissionLabel, admissionParams, MAX_WALL_SETS, parseAdmission, parseWallSets } from './admission';

const pubkey = 'a'.repeat(64);
const pictures = nip19.naddrEncode({ kind: 30006, pubkey, identifier: 'wall:nostriga' });
const videos = nip19.naddrEncode({ kind: 30005, pubkey, identifier: 'wall:nostriga' });
const people = nip19.naddrEncode({ kind: 30000, pubkey, identifier: 'speakers' });
const parse = (query: string) => parseAdmission(new URLSearchParams(query));

describe('parseAdmission', () => {
  it('reads no admission, or everyone, as everyone', () => {
    expect(parse('')).toEqual({});
    expect(parse('admit=everyone')).toEqual({});
  });

  it('reads the trust circle, a people list and approved sets', () => {
    expect(parse('admit=circle')).toEqual({ admit: { kind: 'circle' } });
    expect(parse(`admit=list&people=${people}`)).toEqual({ admit: { kind: 'list', list: people } });
    expect(parse(`admit=approved&sets=${pictures},${videos},${pictures}`)).toEqual({
      admit: { kind: 'approved', sets: [pictures, videos] },
    });
  });

  it('refuses what it cannot hold rather than letting everyone in', () => {
    for (const query of [
      'admit=anyone',
      'admit=list',
      `admit=list&people=${pictures}`,
      'admit=approved',
      `admit=approved&sets=${people}`,
      `admit=approved&sets=${pictures},naddr1bad`,
    ]) {
      expect(parse(query), query).toHaveProperty('problem');
    }
  });
});

describe('parseWallSets', () => {
  it('takes none, and at most the limit', () => {
    expect(parseWallSets(null)).toEqual([]);
    const many = Array.from({ length: MAX_WALL_SETS + 1 }, (_, index) =>
      nip19.naddrEncode({ kind: 30006, pubkey, identifier: `wall-${index}` }),
    );
    expect(parseWallSets(many.slice(0, MAX_WALL_SETS).join(','))).toHaveLength(MAX_WALL_SETS);
    expect(parseWallSets(many.join(','))).toBeUndefined();
  });
});

describe('admissionParams', () => {
  it('writes what parseAdmission reads back', () => {
    for (const admit of [
      { kind: 'circle' as const },
      { kind: 'list' as const, list: people },
      { kind: 'approved' as const, sets: [pictures, videos] },
    ]) {
      expect(parse(admissionParams(admit).join('&'))).toEqual({ admit });
    }
    expect(admissionParams(undefined)).toEqual([]);
    expect(admissionParams({ kind: 'approved', sets: [pictures, videos] })).toEqual(['admit=approved', `sets=${pictures},${videos}`]);
  });

  it('names each choice', () => {
    expect(admissionLabel(undefined)).toBe('Everyone');
    expect(admissionLabel({ kind: 'approved', sets: [pictures] })).toBe('Approved posts only');
  });
});
