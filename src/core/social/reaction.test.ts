import { describe, expect, it } from 'vitest';
import { isLikeOf, likeTemplate } from './reaction';
import type { NostrEvent } from '../types';

const POST = { id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 20 };
const USER = 'c'.repeat(64);

describe('likeTemplate', () => {
  it('is kind 7 "+" with e (and its relay), p and k tags', () => {
    expect(likeTemplate(POST, 'wss://relay.example', 100)).toEqual({
      kind: 7,
      content: '+',
      created_at: 100,
      tags: [
        ['e', POST.id, 'wss://relay.example'],
        ['p', POST.pubkey],
        ['k', '20'],
      ],
    });
  });

  it('leaves no empty relay slot when none is known', () => {
    expect(likeTemplate(POST, undefined, 1).tags[0]).toEqual(['e', POST.id]);
  });
});

describe('isLikeOf', () => {
  const reaction = (overrides: Partial<NostrEvent>): NostrEvent => ({
    id: 'd'.repeat(64),
    pubkey: USER,
    kind: 7,
    created_at: 1,
    content: '+',
    tags: [
      ['e', 'f'.repeat(64)],
      ['e', POST.id],
    ],
    ...overrides,
  });

  it("counts the user's like of the post named by the last e tag, emoji included", () => {
    expect(isLikeOf(reaction({}), POST.id, USER)).toBe(true);
    expect(isLikeOf(reaction({ content: '🤙' }), POST.id, USER)).toBe(true);
  });

  it('does not count a dislike, another user, another post or another kind', () => {
    expect(isLikeOf(reaction({ content: '-' }), POST.id, USER)).toBe(false);
    expect(isLikeOf(reaction({ pubkey: POST.pubkey }), POST.id, USER)).toBe(false);
    expect(
      isLikeOf(
        reaction({
          tags: [
            ['e', POST.id],
            ['e', 'f'.repeat(64)],
          ],
        }),
        POST.id,
        USER,
      ),
    ).toBe(false);
    expect(isLikeOf(reaction({ kind: 1 }), POST.id, USER)).toBe(false);
  });
});
