import { describe, expect, it } from 'vitest';
import { followEveryone, notYetFollowed, toggleFollowTag } from './follow-tags';

const a = 'a'.repeat(64);
const b = 'b'.repeat(64);

describe('toggleFollowTag', () => {
  it('adds a missing key and keeps the other tags', () => {
    expect(
      toggleFollowTag(
        [
          ['p', a, 'wss://r.com'],
          ['t', 'x'],
        ],
        b,
      ),
    ).toEqual([
      ['p', a, 'wss://r.com'],
      ['t', 'x'],
      ['p', b],
    ]);
  });

  it('removes a followed key, whatever its case', () => {
    expect(
      toggleFollowTag(
        [
          ['p', a.toUpperCase()],
          ['p', b],
        ],
        a,
      ),
    ).toEqual([['p', b]]);
  });
});

const c = 'c'.repeat(64);
const me = 'e'.repeat(64);

describe('notYetFollowed', () => {
  it('keeps the list order, once each, without the followed, the user or junk', () => {
    expect(notYetFollowed([c, a, me, b.toUpperCase(), c, 'junk', b], [a], me)).toEqual([c, b]);
  });

  it('is everyone valid when nothing is followed yet', () => {
    expect(notYetFollowed([a, b], undefined, undefined)).toEqual([a, b]);
    expect(notYetFollowed([], [a], me)).toEqual([]);
  });
});

describe('followEveryone', () => {
  it('keeps every tag exactly and adds the people not followed at the end', () => {
    const tags = [
      ['p', a, 'wss://relay.example', 'ali'],
      ['t', 'photography'],
      ['p', b.toUpperCase(), ''],
      ['a', '30000:x:y'],
    ];
    const before = structuredClone(tags);
    const result = followEveryone(tags, [b, c, a, me], me);
    expect(result).toEqual({ tags: [...before, ['p', c]], added: [c] });
    // The session's list is not changed in place.
    expect(tags).toEqual(before);
    result.tags[0]?.push('changed');
    expect(tags[0]).toEqual(before[0]);
  });

  it('adds nothing when everyone is followed, and starts a list from none', () => {
    expect(followEveryone([['p', a]], [a, me], me)).toEqual({ tags: [['p', a]], added: [] });
    expect(followEveryone([], [a, b], me)).toEqual({
      tags: [
        ['p', a],
        ['p', b],
      ],
      added: [a, b],
    });
  });
});
