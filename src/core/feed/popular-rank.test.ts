import { describe, expect, it } from 'vitest';
import { emptyTally, type CountTally } from '../social/post-counts';
import { countsPerson, popularScore, rankPosts, stayPut } from './popular-rank';
import type { NostrEvent } from '../types';

const AUTHOR = 'a'.repeat(64);
const reaction = (pubkey: string, content = '+'): NostrEvent => ({
  id: `${pubkey}-reaction`,
  pubkey,
  kind: 7,
  created_at: 1,
  tags: [],
  content,
});

function tallyOf({
  reactions = [],
  reposters = [],
  zaps = [],
}: {
  reactions?: NostrEvent[];
  reposters?: string[];
  zaps?: [string, number][];
}): CountTally {
  const tally = emptyTally();
  for (const event of reactions) tally.reactions.set(event.pubkey, event);
  for (const pubkey of reposters) tally.reposters.add(pubkey);
  zaps.forEach(([zapper, amountMsat], index) =>
    tally.zaps.set(`payment-${index}`, { receiptId: `r${index}`, zapper, amountMsat, payment: `payment-${index}` }),
  );
  return tally;
}

const everyone = (): boolean => true;

describe('popularScore', () => {
  it('adds people who reacted, twice the reposters and the square root of the sats', () => {
    const tally = tallyOf({
      reactions: [reaction('b'), reaction('c', '🔥')],
      reposters: ['d'],
      zaps: [
        ['e', 90_000],
        ['f', 10_000],
      ],
    });
    expect(popularScore(tally, AUTHOR, everyone)).toEqual({ reactions: 2, reposts: 1, sats: 100, score: 2 + 2 + 10 });
  });

  it('counts no dislike, and nothing the author did to their own post', () => {
    const tally = tallyOf({ reactions: [reaction('b', '-'), reaction(AUTHOR)], reposters: [AUTHOR], zaps: [[AUTHOR, 1_000_000]] });
    expect(popularScore(tally, AUTHOR, everyone).score).toBe(0);
  });

  it('leaves out the people the caller does not count', () => {
    const tally = tallyOf({ reactions: [reaction('muted'), reaction('b')], reposters: ['muted'], zaps: [['muted', 1_000_000]] });
    expect(popularScore(tally, AUTHOR, (pubkey) => pubkey !== 'muted')).toEqual({ reactions: 1, reposts: 0, sats: 0, score: 1 });
  });

  it('rounds a zap down to whole sats', () => {
    expect(popularScore(tallyOf({ zaps: [['b', 3_999]] }), AUTHOR, everyone).sats).toBe(3);
  });
});

describe('rankPosts', () => {
  it('puts the highest score first, then the newest, then the lower id', () => {
    const posts = [
      { id: 'b', createdAt: 5, score: 1 },
      { id: 'c', createdAt: 9, score: 3 },
      { id: 'a', createdAt: 5, score: 1 },
      { id: 'd', createdAt: 7, score: 1 },
    ];
    expect(rankPosts(posts).map((post) => post.id)).toEqual(['c', 'd', 'a', 'b']);
  });
});

describe('stayPut', () => {
  const key = (entry: string): string => entry;

  it('keeps the seen entries where they are and orders the rest anew', () => {
    expect(stayPut(['a', 'b', 'c', 'd'], 2, ['d', 'c', 'b', 'a', 'e'], key)).toEqual(['a', 'b', 'd', 'c', 'e']);
  });

  it('takes the new order whole when nothing was seen', () => {
    expect(stayPut(['a', 'b'], 0, ['b', 'a'], key)).toEqual(['b', 'a']);
  });
});

describe('countsPerson', () => {
  it('counts no muted person, and in a narrowed feed no one outside the circle', () => {
    const open = countsPerson({ muted: new Set(['m']) });
    expect([open('m'), open('stranger')]).toEqual([false, true]);
    const narrowed = countsPerson({ muted: new Set(['m']), inCircle: (pubkey) => pubkey === 'friend' || pubkey === 'm' });
    expect([narrowed('m'), narrowed('stranger'), narrowed('friend')]).toEqual([false, false, true]);
  });
});
