import { describe, expect, it } from 'vitest';
import {
  arrangeThreads,
  commentCount,
  commentParent,
  commentRequest,
  isCommentOn,
  noteThreadRoot,
  type CommentThread,
} from './comment-thread';
import type { NostrEvent } from '../types';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const picture: NostrEvent = { id: '1'.repeat(64), pubkey: ALICE, kind: 20, created_at: 1000, tags: [], content: '' };
const note: NostrEvent = { ...picture, id: '2'.repeat(64), kind: 1 };

let serial = 0;
/** An event with a readable id: the name padded with zeros, so a test can say which one it means. */
function event(name: string, kind: number, tags: string[][], at = 2000 + serial++, pubkey = BOB): NostrEvent {
  return { id: name.padEnd(64, '0'), pubkey, kind, created_at: at, tags, content: name };
}

/** NIP-22: a comment on the picture, or a reply to `parent`. */
function comment(name: string, parent?: NostrEvent, at?: number, pubkey?: string): NostrEvent {
  const target = parent ?? picture;
  const tags = [
    ['E', picture.id, '', picture.pubkey],
    ['K', '20'],
    ['P', picture.pubkey],
    ['e', target.id, '', target.pubkey],
    ['k', String(target.kind)],
    ['p', target.pubkey],
  ];
  return event(name, 1111, tags, at, pubkey);
}

/** NIP-10: a reply to the note, or to `parent` in its thread. */
function reply(name: string, parent?: NostrEvent, at?: number): NostrEvent {
  const tags = [['e', note.id, '', 'root', note.pubkey]];
  if (parent) tags.push(['e', parent.id, '', 'reply', parent.pubkey]);
  return event(name, 1, tags, at);
}

const names = (threads: readonly CommentThread[]) =>
  threads.map((thread) => [thread.comment.content, thread.replies.map((each) => each.content)] as const);

describe('what is asked for', () => {
  it('asks for NIP-22 comments by E on pictures, videos and files, and NIP-10 replies by e on notes', () => {
    for (const kind of [20, 21, 22, 1063]) {
      expect(commentRequest({ id: picture.id, kind })).toEqual({ kinds: [1111], '#E': [picture.id], limit: 200 });
    }
    expect(commentRequest(note)).toEqual({ kinds: [1], '#e': [note.id], limit: 200 });
  });
});

describe('which answers are comments on the post', () => {
  it('takes a kind 1111 naming the post as its root, and nothing else on a picture', () => {
    expect(isCommentOn(comment('c'), picture)).toBe(true);
    // A lowercase e alone names a parent, not the root.
    expect(isCommentOn(event('d', 1111, [['e', picture.id]]), picture)).toBe(false);
    expect(isCommentOn(event('e', 1111, [['E', 'f'.repeat(64)]]), picture)).toBe(false);
    // NIP-10 replies must not answer other kinds (NIP-10), and a relay may send one anyway.
    expect(isCommentOn(event('f', 1, [['e', picture.id, '', 'root']]), picture)).toBe(false);
    expect(isCommentOn(picture, picture)).toBe(false);
  });

  it("takes a note in the note's own thread, by marker or by position, and no mention", () => {
    expect(isCommentOn(reply('r'), note)).toBe(true);
    expect(isCommentOn(event('s', 1, [['e', note.id, '', 'reply']]), note)).toBe(true);
    expect(isCommentOn(event('t', 1, [['e', note.id]]), note)).toBe(true);
    expect(isCommentOn(event('u', 1, [['e', note.id, '', 'mention']]), note)).toBe(false);
    // A reply in another thread that quotes this note positionally.
    expect(
      isCommentOn(
        event('v', 1, [
          ['e', 'f'.repeat(64)],
          ['e', note.id],
        ]),
        note,
      ),
    ).toBe(false);
    expect(
      isCommentOn(
        event('w', 1, [
          ['e', 'f'.repeat(64), '', 'root'],
          ['e', note.id, '', 'reply'],
        ]),
        note,
      ),
    ).toBe(false);
    // NIP-22 comments must not be used on notes.
    expect(isCommentOn(event('x', 1111, [['E', note.id]]), note)).toBe(false);
  });

  it('reads the thread root and the parent as NIP-10 says', () => {
    const first = reply('first');
    const second = reply('second', first);
    expect(noteThreadRoot(second)).toBe(note.id);
    expect(commentParent(second, note)).toBe(first.id);
    expect(commentParent(first, note)).toBe(note.id);
    const positional = event('p', 1, [
      ['e', note.id],
      ['e', 'c'.repeat(64)],
      ['e', first.id],
    ]);
    expect(noteThreadRoot(positional)).toBe(note.id);
    expect(commentParent(positional, note)).toBe(first.id);
    // A comment without a parent tag answers the post.
    expect(commentParent(event('q', 1111, [['E', picture.id]]), picture)).toBe(picture.id);
  });
});

describe('threads', () => {
  it('puts every reply, a reply to a reply too, under its top-level comment, replies oldest first', () => {
    const first = comment('first', undefined, 100);
    const second = comment('second', undefined, 200);
    const answer = comment('answer', first, 300);
    const early = comment('early', first, 150);
    const deeper = comment('deeper', answer, 400);
    const events = [deeper, answer, second, first, early];
    expect(names(arrangeThreads(events, picture, { newestFirst: false }))).toEqual([
      ['first', ['early', 'answer', 'deeper']],
      ['second', []],
    ]);
    expect(names(arrangeThreads(events, picture, { newestFirst: true }))).toEqual([
      ['second', []],
      ['first', ['early', 'answer', 'deeper']],
    ]);
    expect(commentCount(arrangeThreads(events, picture, { newestFirst: true }))).toBe(5);
  });

  it('arranges a note’s replies the same way', () => {
    const first = reply('first', undefined, 100);
    const answer = reply('answer', first, 200);
    const deeper = reply('deeper', answer, 300);
    const other = reply('other', undefined, 400);
    expect(names(arrangeThreads([deeper, other, answer, first], note, { newestFirst: true }))).toEqual([
      ['other', []],
      ['first', ['answer', 'deeper']],
    ]);
  });

  it('leaves out a comment and everything under it, and keeps its neighbours', () => {
    const first = comment('first', undefined, 100);
    const muted = comment('muted', first, 200, ALICE);
    const underMuted = comment('under', muted, 300);
    const kept = comment('kept', first, 400);
    const mutedTop = comment('mutedtop', undefined, 500, ALICE);
    const underTop = comment('undertop', mutedTop, 600);
    const leftOut = (each: NostrEvent) => each.pubkey === ALICE;
    expect(names(arrangeThreads([first, muted, underMuted, kept, mutedTop, underTop], picture, { newestFirst: false, leftOut }))).toEqual([
      ['first', ['kept']],
    ]);
  });

  it('lets a reply whose parent never came stand alone, and drops what is no comment on the post', () => {
    const missing = comment('missing', undefined, 100);
    const orphan = comment('orphan', missing, 200);
    const stray = event('stray', 1111, [['E', 'f'.repeat(64)]]);
    const threads = arrangeThreads([orphan, stray, orphan], picture, { newestFirst: true });
    expect(names(threads)).toEqual([['orphan', []]]);
  });

  it('ends a loop of parents, which only a forged id could make', () => {
    const a = comment('a', undefined, 100);
    const b = comment('b', a, 200);
    const loopA = { ...a, tags: [...a.tags.filter((tag) => tag[0] !== 'e'), ['e', b.id]] };
    const threads = arrangeThreads([loopA, b], picture, { newestFirst: true });
    expect(commentCount(threads)).toBe(2);
    expect(threads).toHaveLength(1);
  });
});
