import { describe, expect, it } from 'vitest';
import { toggleFollowTag } from './follow-tags';

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
