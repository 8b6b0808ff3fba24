import { describe, expect, it } from 'vitest';
import { addToTally, addZap, emptyTally, NO_COUNTS, postsNamed, summarize, type CountTarget } from './post-counts';
import type { NostrEvent } from '../types';

const PICTURE: CountTarget = { id: 'a'.repeat(64), kind: 20, pubkey: 'f'.repeat(64) };
const NOTE: CountTarget = { id: 'b'.repeat(64), kind: 1, pubkey: 'f'.repeat(64) };
const targets = new Map([PICTURE, NOTE].map((target) => [target.id, target]));
const person = (n: number) => n.toString(16).padStart(64, '0');

let nextId = 1;
function event(kind: number, pubkey: string, tags: string[][], content = '', created_at = 100): NostrEvent {
  return { id: (nextId++).toString(16).padStart(64, 'e'), pubkey, kind, created_at, tags, content };
}

const reaction = (pubkey: string, content: string, post = PICTURE.id, created_at = 100, tags: string[][] = []) =>
  event(7, pubkey, [['e', post], ['p', PICTURE.pubkey], ...tags], content, created_at);

function tally(...events: NostrEvent[]) {
  const counts = emptyTally();
  for (const item of events) addToTally(counts, item);
  return counts;
}

describe('postsNamed', () => {
  it("finds a reaction's post in its last e tag (NIP-25), a repost's and a zap receipt's in their e tag", () => {
    expect(
      postsNamed(
        event(7, person(1), [
          ['e', NOTE.id],
          ['e', PICTURE.id],
        ]),
        targets,
      ),
    ).toEqual([PICTURE]);
    expect(
      postsNamed(
        event(7, person(1), [
          ['e', PICTURE.id],
          ['e', 'c'.repeat(64)],
        ]),
        targets,
      ),
    ).toEqual([]);
    expect(
      postsNamed(
        event(16, person(1), [
          ['e', PICTURE.id],
          ['k', '20'],
        ]),
        targets,
      ),
    ).toEqual([PICTURE]);
    expect(postsNamed(event(6, person(1), [['e', NOTE.id]]), targets)).toEqual([NOTE]);
    expect(postsNamed(event(9735, person(1), [['e', PICTURE.id]]), targets)).toEqual([PICTURE]);
  });

  it('counts a NIP-22 comment for the post its root E tag names, replies to other comments included, but never for a text note', () => {
    expect(
      postsNamed(
        event(1111, person(1), [
          ['E', PICTURE.id],
          ['e', PICTURE.id],
        ]),
        targets,
      ),
    ).toEqual([PICTURE]);
    expect(
      postsNamed(
        event(1111, person(1), [
          ['E', PICTURE.id],
          ['e', 'c'.repeat(64)],
        ]),
        targets,
      ),
    ).toEqual([PICTURE]);
    expect(postsNamed(event(1111, person(1), [['e', PICTURE.id]]), targets)).toEqual([]);
    expect(postsNamed(event(1111, person(1), [['E', NOTE.id]]), targets)).toEqual([]);
  });

  it('counts a kind 1 reply for a text note named by its root or reply marker (NIP-10), and for nothing else', () => {
    expect(postsNamed(event(1, person(1), [['e', NOTE.id, '', 'root']]), targets)).toEqual([NOTE]);
    expect(
      postsNamed(
        event(1, person(1), [
          ['e', 'c'.repeat(64), '', 'root'],
          ['e', NOTE.id, '', 'reply'],
        ]),
        targets,
      ),
    ).toEqual([NOTE]);
    expect(
      postsNamed(
        event(1, person(1), [
          ['e', NOTE.id, '', 'root'],
          ['e', NOTE.id, '', 'reply'],
        ]),
        targets,
      ),
    ).toEqual([NOTE]);
    expect(postsNamed(event(1, person(1), [['e', NOTE.id, '', 'mention']]), targets)).toEqual([]);
    expect(postsNamed(event(1, person(1), [['e', NOTE.id]]), targets)).toEqual([]);
    expect(postsNamed(event(1, person(1), [['e', PICTURE.id, '', 'root']]), targets)).toEqual([]);
  });

  it('finds nothing for other kinds', () => {
    expect(postsNamed(event(0, person(1), [['e', PICTURE.id]]), targets)).toEqual([]);
  });
});

describe('summarize', () => {
  it('is all zeros for an empty tally', () => {
    expect(summarize(emptyTally())).toEqual(NO_COUNTS);
  });

  it('counts "+" and empty reactions as likes, one per author, and leaves dislikes out', () => {
    const counts = summarize(
      tally(reaction(person(1), '+'), reaction(person(1), '+', PICTURE.id, 101), reaction(person(2), ''), reaction(person(3), '-')),
    );
    expect(counts.likes).toBe(2);
    expect(counts.reactions).toEqual([]);
  });

  it("keeps each author's newest reaction: a like taken back with a dislike no longer counts", () => {
    const counts = tally(reaction(person(1), '+', PICTURE.id, 100));
    expect(addToTally(counts, reaction(person(1), '-', PICTURE.id, 200))).toBe(true);
    expect(addToTally(counts, reaction(person(1), '🔥', PICTURE.id, 150))).toBe(false);
    expect(summarize(counts).likes).toBe(0);
  });

  it('groups other reactions, the three most frequent first, a custom emoji with its picture', () => {
    const catjam = 'https://emoji.example/catjam.gif';
    const emoji = (n: number, content: string, tags: string[][] = []) => reaction(person(n), content, PICTURE.id, 100, tags);
    const counts = summarize(
      tally(
        emoji(1, '🔥'),
        emoji(2, '🔥'),
        emoji(3, '🔥'),
        emoji(4, ':catjam:', [['emoji', 'catjam', catjam]]),
        emoji(5, ':catjam:', [['emoji', 'catjam', catjam]]),
        emoji(6, '🤙'),
        emoji(7, '🤙'),
        emoji(8, '👀'),
        emoji(9, '+'),
      ),
    );
    expect(counts.likes).toBe(1);
    expect(counts.reactions).toEqual([
      { text: '🔥', count: 3 },
      { text: ':catjam:', count: 2, image: catjam },
      { text: '🤙', count: 2 },
    ]);
  });

  it('counts one repost per author and each comment once', () => {
    const repost = event(16, person(1), [['e', PICTURE.id]]);
    const comment = event(1111, person(1), [['E', PICTURE.id]]);
    const counts = tally(repost, event(6, person(1), [['e', PICTURE.id]]), event(16, person(2), [['e', PICTURE.id]]), comment, comment);
    expect(addToTally(counts, repost)).toBe(false);
    expect(addToTally(counts, event(1111, person(1), [['E', PICTURE.id]]))).toBe(true);
    expect(summarize(counts)).toMatchObject({ reposts: 2, comments: 2 });
  });

  it('adds up zaps, each payment once, and names the biggest zappers first', () => {
    const counts = emptyTally();
    const zap = (payment: string, zapper: string, amountMsat: number) => ({ receiptId: payment, payment, zapper, amountMsat });
    expect(addZap(counts, zap('p1', person(1), 21_000))).toBe(true);
    expect(addZap(counts, zap('p1', person(1), 21_000))).toBe(false);
    addZap(counts, zap('p2', person(2), 210_000));
    addZap(counts, zap('p3', person(1), 1_000));
    expect(summarize(counts)).toMatchObject({
      zaps: 3,
      zapMsat: 232_000,
      zappers: [
        { pubkey: person(2), amountMsat: 210_000 },
        { pubkey: person(1), amountMsat: 22_000 },
      ],
    });
  });

  it('leaves zap receipts to addZap', () => {
    expect(addToTally(emptyTally(), event(9735, person(1), [['e', PICTURE.id]]))).toBe(false);
  });
});
