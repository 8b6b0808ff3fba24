import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { finalizeEvent, getPublicKey } from 'nostr-tools/pure';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { picturePost, POSTED_AT } from '../../../tests/app-support/fake-feed-dependencies';
import { encodeInvoice } from '../../../tests/support/bolt11-encode';
import type { CountFilter } from '../../core/count-filters';
import { verifyEventSignature } from '../../core/event-signature';
import type { FeedRequest } from '../../core/feed-request';
import { DEFAULT_SETTINGS } from '../../core/route';
import type { FeedFilter, NostrEvent } from '../../core/types';
import type { CountEventHandlers } from '../../nostr/post-counts';
import type { FeedHandlers, SubscribeOptions } from '../../nostr/feed-subscription';
import { feedActions, initialFeedState, useFeedStore } from '../feed-store';
import { usePopularStore } from '../popular-store';
import { COUNT_BATCH_POSTS, COUNT_SETTLE_MS } from './ranking-counts';
import { MAX_RANKED_POSTS } from './period-posts';
import type { PopularDependencies } from './popular-dependencies';
import { RERANK_DELAY_MS, runPopularFeed } from './run-popular-feed';

const request: FeedRequest = { settings: { ...DEFAULT_SETTINGS, tags: ['photography'], popular: '7d' } };
const NOW = POSTED_AT + 60;
const key = (seed: string): Uint8Array => sha256(new TextEncoder().encode(seed));
const person = (seed: string): Uint8Array => key(`person ${seed}`);

function reaction(post: NostrEvent, by: Uint8Array, content = '+'): NostrEvent {
  return finalizeEvent(
    {
      kind: 7,
      created_at: NOW,
      content,
      tags: [
        ['e', post.id],
        ['p', post.pubkey],
      ],
    },
    by,
  );
}

function repost(post: NostrEvent, by: Uint8Array): NostrEvent {
  return finalizeEvent(
    {
      kind: 6,
      created_at: NOW,
      content: '',
      tags: [
        ['e', post.id],
        ['p', post.pubkey],
      ],
    },
    by,
  );
}

const LNURL_SERVER = key('lnurl server');

/** A zap receipt of `sats` for `post`, signed by `signer` (the author's LNURL server unless forged). */
function zapReceipt(post: NostrEvent, sats: number, signer = LNURL_SERVER): NostrEvent {
  const request = finalizeEvent(
    {
      kind: 9734,
      created_at: NOW,
      content: '',
      tags: [
        ['p', post.pubkey],
        ['e', post.id],
        ['amount', String(sats * 1000)],
      ],
    },
    person('zapper'),
  );
  const description = JSON.stringify(request);
  const bolt11 = encodeInvoice({
    amountMsat: sats * 1000,
    paymentHash: bytesToHex(key(`payment ${post.id} ${sats}`)),
    descriptionHash: bytesToHex(sha256(new TextEncoder().encode(description))),
    nodeSecret: key('node'),
    timestamp: NOW,
  });
  const tags = [
    ['p', post.pubkey],
    ['e', post.id],
    ['description', description],
    ['bolt11', bolt11],
  ];
  return finalizeEvent({ kind: 9735, created_at: NOW, content: '', tags }, signer);
}

interface CountRead {
  filters: readonly CountFilter[];
  handlers: CountEventHandlers;
  stopped: boolean;
}

function world(options: { muted?: string[]; snapshot?: NostrEvent[] } = {}) {
  let muted = options.muted ?? [];
  let countingChanged: () => void = () => undefined;
  const pages: { filter: FeedFilter; handlers: FeedHandlers; options?: SubscribeOptions; stopped: boolean }[] = [];
  const reads: CountRead[] = [];
  const writes: NostrEvent[][] = [];
  const dependencies: PopularDependencies = {
    subscribe(filter, handlers, options) {
      const page = { filter, handlers, options, stopped: false };
      pages.push(page);
      return () => {
        page.stopped = true;
      };
    },
    readCountEvents(filters, handlers) {
      const read = { filters, handlers, stopped: false };
      reads.push(read);
      return () => {
        read.stopped = true;
      };
    },
    zapServerKey: () => Promise.resolve(getPublicKey(LNURL_SERVER)),
    verify: verifyEventSignature,
    whoCounts: () => {
      const now = muted;
      return (pubkey) => !now.includes(pubkey);
    },
    watchWhoCounts(onChange) {
      countingChanged = onChange;
      return () => {
        countingChanged = () => undefined;
      };
    },
    snapshots: {
      has: () => options.snapshot !== undefined,
      read: () => Promise.resolve(options.snapshot ?? []),
      write: (_key, events) => {
        writes.push([...events]);
        return Promise.resolve();
      },
    },
    now: () => NOW,
  };
  /** Every post read so far has its counts: each open read answers with the events that name its posts. */
  function answerReads(events: readonly NostrEvent[]): void {
    for (const read of reads.filter((entry) => !entry.stopped)) {
      const ids = new Set(read.filters.flatMap((filter) => filter['#e'] ?? []));
      for (const event of events) if (event.tags.some((tag) => tag[0] === 'e' && ids.has(tag[1] ?? ''))) read.handlers.onEvent(event);
      read.handlers.onStored();
      read.stopped = true;
    }
  }
  function mute(pubkey: string): void {
    muted = [...muted, pubkey];
    countingChanged();
  }
  return { dependencies, pages, reads, writes, answerReads, mute };
}

const shownIds = (): string[] => [...new Set(useFeedStore.getState().items.map((item) => item.noteId))];

beforeEach(() => {
  vi.useFakeTimers();
  useFeedStore.setState(initialFeedState);
});
afterEach(() => vi.useRealTimers());

describe('runPopularFeed', () => {
  it('reads the period, counts every post, and only then shows them ranked', async () => {
    const posts = [picturePost(0), picturePost(1), picturePost(2)];
    const { dependencies, pages, reads, answerReads } = world();
    const feed = runPopularFeed(request, dependencies);
    expect(pages[0]?.filter).toMatchObject({ '#t': ['photography'], since: NOW - 7 * 86_400 });

    pages[0]?.handlers.onEvents(posts);
    // Less than a page: every relay has sent all it holds, and the period is read.
    pages[0]?.handlers.onEose?.();
    expect(pages).toHaveLength(1);
    expect(usePopularStore.getState()).toMatchObject({ phase: 'gathering', posts: 3 });
    expect(shownIds()).toEqual([]);

    // Three people reacted to the oldest (3); one reposted the middle one (2).
    answerReads([...['a', 'b', 'c'].map((seed) => reaction(posts[2]!, person(seed))), repost(posts[1]!, person('a'))]);
    await vi.runOnlyPendingTimersAsync();
    expect(reads).toHaveLength(1);
    expect(shownIds()).toEqual([posts[2]!.id, posts[1]!.id, posts[0]!.id]);
    expect(usePopularStore.getState().phase).toBe('ranked');
    expect(useFeedStore.getState().lifecycle).toMatchObject({ phase: 'ready', olderPages: 'exhausted' });
    feed.close();
  });

  it('reads a relay route’s period from its relay alone, and every other feed’s from the relay client', () => {
    const { dependencies, pages } = world();
    const relay = 'wss://chosen.example';
    runPopularFeed({ settings: { ...request.settings, tags: [], relay }, relays: [relay] }, dependencies).close();
    runPopularFeed(request, dependencies).close();
    expect(pages.map((page) => page.options)).toEqual([{ closeOnEose: true, relays: [relay] }, { closeOnEose: true }]);
  });

  it('counts no muted person, no dislike and no forged zap receipt, and sums valid sats', async () => {
    const posts = [picturePost(0), picturePost(1), picturePost(2), picturePost(3)];
    const mutedKey = getPublicKey(person('muted'));
    const { dependencies, pages, answerReads } = world({ muted: [mutedKey] });
    runPopularFeed(request, dependencies);
    pages[0]?.handlers.onEvents(posts);
    pages[0]?.handlers.onEose?.();
    pages[1]?.handlers.onEose?.();
    answerReads([
      ...['m1', 'm2', 'm3'].map(() => reaction(posts[0]!, person('muted'))),
      reaction(posts[0]!, person('x'), '-'),
      zapReceipt(posts[1]!, 10_000, key('a stranger')),
      zapReceipt(posts[2]!, 100),
      reaction(posts[3]!, person('a')),
    ]);
    await vi.runOnlyPendingTimersAsync();
    // √100 = 10 for the valid zap, 1 for the one reaction; nothing for the muted, the dislike and the forged receipt.
    expect(shownIds()).toEqual([posts[2]!.id, posts[3]!.id, posts[0]!.id, posts[1]!.id]);
  });

  it('reads posts in batches, waits for a silent relay no longer than the settle time, and keeps seen pictures in place when late counts come', async () => {
    const posts = Array.from({ length: COUNT_BATCH_POSTS + 5 }, (_, index) => picturePost(index));
    const { dependencies, pages, reads } = world();
    runPopularFeed(request, dependencies);
    pages[0]?.handlers.onEvents(posts);
    pages[0]?.handlers.onEose?.();
    pages[1]?.handlers.onEose?.();
    expect(reads.map((read) => read.filters[0]?.['#e']?.length)).toEqual([COUNT_BATCH_POSTS, 5]);
    reads[0]?.handlers.onStored();
    await vi.advanceTimersByTimeAsync(COUNT_SETTLE_MS);
    expect(usePopularStore.getState().phase).toBe('ranked');
    expect(shownIds().slice(0, 2)).toEqual([posts[0]!.id, posts[1]!.id]);

    // The viewer has seen the first picture; a late relay makes the last post the most popular.
    feedActions.setFrozen(1);
    const last = posts.at(-1)!;
    reads[1]?.handlers.onEvent(reaction(last, person('late')));
    await vi.advanceTimersByTimeAsync(RERANK_DELAY_MS);
    expect(shownIds().slice(0, 3)).toEqual([posts[0]!.id, last.id, posts[1]!.id]);
  });

  it('ranks anew below the seen pictures when a mute list arrives after the ranking', async () => {
    const posts = [picturePost(0), picturePost(1), picturePost(2)];
    const { dependencies, pages, answerReads, mute } = world();
    runPopularFeed(request, dependencies);
    pages[0]?.handlers.onEvents(posts);
    pages[0]?.handlers.onEose?.();
    pages[1]?.handlers.onEose?.();
    answerReads([reaction(posts[2]!, person('m')), reaction(posts[2]!, person('n')), reaction(posts[1]!, person('a'))]);
    await vi.runOnlyPendingTimersAsync();
    expect(shownIds()).toEqual([posts[2]!.id, posts[1]!.id, posts[0]!.id]);

    mute(getPublicKey(person('m')));
    mute(getPublicKey(person('n')));
    await vi.advanceTimersByTimeAsync(RERANK_DELAY_MS);
    expect(shownIds()).toEqual([posts[1]!.id, posts[0]!.id, posts[2]!.id]);
  });

  it('drops what a relay sent that the feed did not ask for', async () => {
    const asked = picturePost(0);
    const offTopic = finalizeEvent(
      { kind: 1, created_at: NOW - 60, tags: [['t', 'other']], content: 'https://media.example/other.jpg' },
      person('x'),
    );
    const { dependencies, pages, answerReads } = world();
    runPopularFeed(request, dependencies);
    pages[0]?.handlers.onEvents([asked, offTopic]);
    pages[0]?.handlers.onEose?.();
    answerReads([]);
    await vi.runOnlyPendingTimersAsync();
    expect(shownIds()).toEqual([asked.id]);
  });

  it('stops reading posts at the bound', () => {
    const { dependencies, pages } = world();
    runPopularFeed(request, dependencies);
    // Unsigned look-alikes: the relay client has checked what it hands over, and signing thousands is slow.
    const page = (from: number, count: number): NostrEvent[] =>
      Array.from({ length: count }, (_, offset) => {
        const index = from + offset;
        const url = `https://media.example/bound-${index}.jpg`;
        return { ...picturePost(0), id: index.toString(16).padStart(64, '0'), created_at: NOW - index, content: url };
      });
    pages[0]?.handlers.onEvents(page(0, MAX_RANKED_POSTS - 1));
    pages[0]?.handlers.onEose?.();
    expect(pages).toHaveLength(2);
    pages[1]?.handlers.onEvents(page(MAX_RANKED_POSTS - 1, 10));
    pages[1]?.handlers.onEose?.();
    expect(pages).toHaveLength(2);
    expect(usePopularStore.getState().posts).toBe(MAX_RANKED_POSTS + 9);
  });

  it('shows the last ranking kept on this device at once, in its order, and saves the new one in its order', async () => {
    const posts = [picturePost(0), picturePost(1)];
    const { dependencies, pages, writes, answerReads } = world({ snapshot: [posts[1]!, posts[0]!] });
    runPopularFeed(request, dependencies);
    await vi.advanceTimersByTimeAsync(0);
    expect(shownIds()).toEqual([posts[1]!.id, posts[0]!.id]);

    pages[0]?.handlers.onEvents(posts);
    pages[0]?.handlers.onEose?.();
    pages[1]?.handlers.onEose?.();
    answerReads([reaction(posts[0]!, person('a'))]);
    await vi.runOnlyPendingTimersAsync();
    expect(shownIds()).toEqual([posts[0]!.id, posts[1]!.id]);
    expect(writes.at(-1)?.map((event) => event.id)).toEqual([posts[0]!.id, posts[1]!.id]);
  });

  it('leaves no request open once closed', () => {
    const { dependencies, pages, reads } = world();
    const feed = runPopularFeed(request, dependencies);
    pages[0]?.handlers.onEvents(Array.from({ length: COUNT_BATCH_POSTS }, (_, index) => picturePost(index)));
    feed.close();
    expect(pages.every((page) => page.stopped)).toBe(true);
    expect(reads.every((read) => read.stopped)).toBe(true);
    expect(usePopularStore.getState().key).toBeUndefined();
  });
});
