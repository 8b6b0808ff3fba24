import { describe, expect, it } from 'vitest';
import { commentLeftOut, type CommentAudience } from './comment-audience';
import { EMPTY_MUTE_LIST, parseMuteList } from '../trust/mute-list';
import type { NostrEvent } from '../types';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const CAROL = 'c'.repeat(64);
const DAVE = 'd'.repeat(64);
const USER = 'e'.repeat(64);

const comment = (pubkey: string, content = 'Lovely'): NostrEvent => ({
  id: pubkey.replace(/./, '1'),
  pubkey,
  kind: 1111,
  created_at: 1,
  tags: [],
  content,
});
const muting = (tags: string[][]) => parseMuteList({ id: '9'.repeat(64), pubkey: USER, kind: 10000, created_at: 1, tags, content: '' });
const circle = { follows: new Set([BOB]), circle: new Set([BOB, CAROL]) };
const everyone: CommentAudience = { mutes: [EMPTY_MUTE_LIST], level: 'everyone', circle, always: [USER, ALICE] };

describe('whose comments are shown', () => {
  it('shows everyone when nothing is muted and the level is Everyone', () => {
    expect(commentLeftOut(everyone)).toBeUndefined();
  });

  it("leaves out what the user's list or this device mutes", () => {
    const leftOut = commentLeftOut({ ...everyone, mutes: [muting([['p', DAVE]]), muting([['word', 'spam']])] });
    expect(leftOut?.(comment(DAVE))).toBe(true);
    expect(leftOut?.(comment(CAROL, 'SPAM here'))).toBe(true);
    expect(leftOut?.(comment(CAROL))).toBe(false);
    // Muting wins over being the post's author.
    expect(commentLeftOut({ ...everyone, mutes: [muting([['p', ALICE]])] })?.(comment(ALICE))).toBe(true);
  });

  it('keeps to the circle at a narrower level, but always hears the user and the author', () => {
    const follows = commentLeftOut({ ...everyone, level: 'follows' });
    expect([BOB, CAROL, DAVE, USER, ALICE].map((key) => follows?.(comment(key)))).toEqual([false, true, true, false, false]);
    const wider = commentLeftOut({ ...everyone, level: 'circle' });
    expect([BOB, CAROL, DAVE].map((key) => wider?.(comment(key)))).toEqual([false, false, true]);
  });

  it('shows everyone while nothing of the circle is known', () => {
    expect(commentLeftOut({ ...everyone, level: 'follows', circle: undefined })).toBeUndefined();
  });
});
