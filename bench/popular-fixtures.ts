/**
 * The popular scenario's world (docs/routes-and-filters.md, Popular): one hashtag with
 * 2,000 picture posts over the last week by 100 authors, and 20,000 reactions, reposts
 * and zap receipts on them, spread over eight relays. A post's share of the counts falls
 * with its place in a fixed shuffle, as real attention does, so the ranking differs from
 * the newest-first order. The receipts are read and checked but count for nothing: the
 * authors' lightning addresses are on a domain that never resolves (RFC 2606 `.invalid`).
 * `scale` multiplies the posts and the count events, over the same relays and people.
 */
import type { NostrEvent } from 'nostr-tools';
import { deriveAuthor, imageImeta, sign, type FixtureAuthor } from '../tests/support/fixture-events';
import { mediaUrl } from '../tests/support/media-spec';

export const POPULAR_TAG = 'benchpopular';
export const POPULAR_POSTS = 2_000;
export const POPULAR_COUNT_EVENTS = 20_000;
export const POPULAR_RELAYS = 8;
const AUTHORS = 100;
const PEOPLE = 800;
const WEEK_SECONDS = 7 * 24 * 3600;

export interface PopularWorld {
  /** Events by relay index: each post on two relays, each count event on one or two. */
  byRelay: NostrEvent[][];
}

/** A fixed pseudo-random sequence, so every run ranks the same world. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function popularWorld(mediaBase: string, now: number, scale = 1): PopularWorld {
  const postCount = POPULAR_POSTS * scale;
  const random = sequence(7);
  const authors = Array.from({ length: AUTHORS }, (_, index) => deriveAuthor(`popular-author-${index}`, `popular${index}`));
  const people = Array.from({ length: PEOPLE }, (_, index) => deriveAuthor(`popular-person-${index}`, `person${index}`));
  const byRelay: NostrEvent[][] = Array.from({ length: POPULAR_RELAYS }, () => []);
  const put = (event: NostrEvent, copies: number): void => {
    const first = Math.floor(random() * POPULAR_RELAYS);
    for (let copy = 0; copy < copies; copy++) byRelay[(first + copy) % POPULAR_RELAYS]?.push(event);
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

  for (const author of authors) {
    const profile = { name: author.name, lud16: `${author.name}@bench.invalid` };
    put(sign(author, { kind: 0, created_at: now - WEEK_SECONDS, tags: [], content: JSON.stringify(profile) }), POPULAR_RELAYS);
  }
  const posts: { event: NostrEvent; author: FixtureAuthor }[] = [];
  for (let index = 0; index < postCount; index++) {
    const author = pick(authors);
    const name = `popular-${index}`;
    const url = mediaUrl(mediaBase, name, 'jpg');
    const event = sign(author, {
      kind: 20,
      created_at: now - Math.floor((index / postCount) * (WEEK_SECONDS - 3600)) - 60,
      tags: [['t', POPULAR_TAG], ['title', `Popular ${index}`], imageImeta(url, name, 'jpg')],
      content: `Popular ${index}`,
    });
    posts.push({ event, author });
    put(event, 2);
  }
  // Attention falls off with a post's place in a shuffle: the first few hold most of it.
  const attention = [...posts].sort(() => random() - 0.5);
  const target = (): { event: NostrEvent; author: FixtureAuthor } =>
    attention[Math.floor(random() ** 3 * attention.length)] ?? attention[0]!;
  for (let index = 0; index < POPULAR_COUNT_EVENTS * scale; index++) {
    const { event: post, author } = target();
    const by = pick(people);
    const on = [
      ['e', post.id],
      ['p', author.pubkey],
    ];
    const created_at = post.created_at + 60 + Math.floor(random() * 3600);
    const roll = random();
    const event =
      roll < 0.9
        ? sign(by, { kind: 7, created_at, tags: [...on, ['k', '20']], content: roll < 0.8 ? '+' : '🔥' })
        : roll < 0.95
          ? sign(by, { kind: 16, created_at, tags: [...on, ['k', '20']], content: '' })
          : zapReceipt(by, author, post, created_at);
    put(event, roll < 0.5 ? 1 : 2);
  }
  return { byRelay };
}

/** A receipt as a wallet's server would sign it; with no LNURL document to name that server, the app drops it. */
function zapReceipt(zapper: FixtureAuthor, author: FixtureAuthor, post: NostrEvent, createdAt: number): NostrEvent {
  const on = [
    ['p', author.pubkey],
    ['e', post.id],
  ];
  const request = sign(zapper, { kind: 9734, created_at: createdAt, tags: [...on, ['amount', '21000']], content: '' });
  return sign(author, { kind: 9735, created_at: createdAt, tags: [...on, ['description', JSON.stringify(request)]], content: '' });
}
