import { finalizeEvent, getPublicKey } from 'nostr-tools/pure';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { picturePost } from '../../../tests/app-support/fake-feed-dependencies';
import { key, NOW, person, popularWorld, reaction, repost, request, zapReceipt } from '../../../tests/app-support/fake-popular-world';
import type { NostrEvent } from '../../core/types';
import { feedActions, initialFeedState, useFeedStore } from '../feed-store';
import { usePopularStore } from '../popular-store';
import { MAX_RANKED_POSTS, POST_SLICES } from './period-posts';
import { COUNT_BATCH_POSTS, COUNT_SETTLE_MS } from './ranking-counts';
import { EARLY_RANKING_MS, RERANK_DELAY_MS, runPopularFeed } from './run-popular-feed';

const shownIds = (): string[] => [...new Set(useFeedStore.getState().items.map((item) => item.noteId))];

beforeEach(() => {
  vi.useFakeTimers();
  useFeedStore.setState(initialFeedState);
});
afterEach(() => vi.useRealTimers());

describe('runPopularFeed', () => {
  it('reads the period, counts every post, and only then shows them ranked', async () => {
    const posts = [picturePost(0), picturePost(1), picturePost(2)];
    const { dependencies, pages, reads, answerPages, answerReads } = popularWorld();
    const feed = runPopularFeed(request, dependencies);
    // The week is asked at once in slices, newest first, that together cover it.
    expect(pages).toHaveLength(POST_SLICES);
    expect(pages[0]?.filter).toMatchObject({ '#t': ['photography'], until: NOW });
    expect(pages.at(-1)?.filter.since).toBe(NOW - 7 * 86_400);

    // Less than a page in each slice: every relay has sent all it holds, and the period is read.
    answerPages(posts);
    expect(pages).toHaveLength(POST_SLICES);
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

  it('draws the ranking so far, said to be early, once the visitor has waited and some counts are in; what was seen stays when the rest are counted, and is kept so', async () => {
    const posts = Array.from({ length: COUNT_BATCH_POSTS + 5 }, (_, index) => picturePost(index));
    const last = posts.at(-1)!;
    const { dependencies, reads, writes, answerPages } = popularWorld();
    runPopularFeed(request, dependencies);
    answerPages(posts);
    // The first batch is counted: two people liked the fourth post.
    reads[0]?.handlers.onEvent(reaction(posts[3]!, person('a')));
    reads[0]?.handlers.onEvent(reaction(posts[3]!, person('b')));
    reads[0]?.handlers.onStored();
    await vi.advanceTimersByTimeAsync(EARLY_RANKING_MS - 1);
    expect(shownIds()).toEqual([]);
    expect(usePopularStore.getState().phase).toBe('gathering');

    await vi.advanceTimersByTimeAsync(1);
    expect(usePopularStore.getState()).toMatchObject({ phase: 'early', posts: posts.length, counted: COUNT_BATCH_POSTS });
    expect(shownIds()[0]).toBe(posts[3]!.id);
    expect(useFeedStore.getState().lifecycle).toMatchObject({ phase: 'ready' });

    // The viewer has seen the first picture; the last batch makes the last post the most popular.
    feedActions.setFrozen(1);
    for (const seed of ['c', 'd', 'e']) reads[1]?.handlers.onEvent(reaction(last, person(seed)));
    reads[1]?.handlers.onStored();
    await vi.advanceTimersByTimeAsync(0);
    expect(usePopularStore.getState().phase).toBe('ranked');
    expect(shownIds().slice(0, 2)).toEqual([posts[3]!.id, last.id]);
    // The next visit opens on what this one showed on top; nothing early was kept.
    expect(writes).toHaveLength(1);
    expect(writes[0]?.slice(0, 2).map((post) => post.id)).toEqual([posts[3]!.id, last.id]);
  });

  it('keeps the last ranking kept on this device on screen rather than draw an early one', async () => {
    const posts = Array.from({ length: COUNT_BATCH_POSTS + 5 }, (_, index) => picturePost(index));
    const kept = [posts[1]!, posts[0]!];
    const { dependencies, reads, answerPages } = popularWorld({ snapshot: kept });
    runPopularFeed(request, dependencies);
    answerPages(posts);
    reads[0]?.handlers.onEvent(reaction(posts[3]!, person('a')));
    reads[0]?.handlers.onStored();
    await vi.advanceTimersByTimeAsync(EARLY_RANKING_MS + RERANK_DELAY_MS);
    expect(usePopularStore.getState().phase).toBe('gathering');
    expect(shownIds()).toEqual(kept.map((post) => post.id));
  });

  it('reads a relay route’s period and counts from its relay alone, and every other feed’s from the relay client', () => {
    const { dependencies, pages, reads } = popularWorld();
    const relay = 'wss://chosen.example';
    const feed = runPopularFeed({ settings: { ...request.settings, tags: [], relay }, relays: [relay] }, dependencies);
    pages[0]?.handlers.onEvents(Array.from({ length: COUNT_BATCH_POSTS }, (_, index) => picturePost(index)));
    feed.close();
    runPopularFeed(request, dependencies).close();
    expect(reads.map((read) => read.relays)).toEqual([[relay]]);
    expect(pages.map((page) => page.options)).toEqual([
      ...Array.from({ length: POST_SLICES }, () => ({ closeOnEose: true, relays: [relay] })),
      ...Array.from({ length: POST_SLICES }, () => ({ closeOnEose: true })),
    ]);
  });

  it('counts no muted person, no dislike and no forged zap receipt, and sums valid sats', async () => {
    const posts = [picturePost(0), picturePost(1), picturePost(2), picturePost(3)];
    const mutedKey = getPublicKey(person('muted'));
    const { dependencies, answerPages, answerReads } = popularWorld({ muted: [mutedKey] });
    runPopularFeed(request, dependencies);
    answerPages(posts);
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
    const { dependencies, reads, answerPages } = popularWorld();
    runPopularFeed(request, dependencies);
    answerPages(posts);
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
    const { dependencies, answerPages, answerReads, mute } = popularWorld();
    runPopularFeed(request, dependencies);
    answerPages(posts);
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
    const { dependencies, pages, answerPages, answerReads } = popularWorld();
    runPopularFeed(request, dependencies);
    pages[0]?.handlers.onEvents([asked, offTopic]);
    answerPages([]);
    answerReads([]);
    await vi.runOnlyPendingTimersAsync();
    expect(shownIds()).toEqual([asked.id]);
  });

  it('stops reading posts at the bound', () => {
    const { dependencies, pages } = popularWorld();
    runPopularFeed(request, dependencies);
    // Unsigned look-alikes: the relay client has checked what it hands over, and signing thousands is slow.
    const page = (from: number, count: number): NostrEvent[] =>
      Array.from({ length: count }, (_, offset) => {
        const index = from + offset;
        const url = `https://media.example/bound-${index}.jpg`;
        return { ...picturePost(0), id: index.toString(16).padStart(64, '0'), created_at: NOW - index, content: url };
      });
    // The newest slice's first answer is just short of the bound, and whole pages: its next page is asked.
    pages[0]?.handlers.onEvents(page(0, MAX_RANKED_POSTS - 1));
    pages[0]?.handlers.onEose?.();
    expect(pages).toHaveLength(POST_SLICES + 1);
    const next = pages.at(-1);
    next?.handlers.onEvents(page(MAX_RANKED_POSTS - 1, 10));
    next?.handlers.onEose?.();
    // Past the bound, no slice asks for more.
    pages[1]?.handlers.onEvents(page(MAX_RANKED_POSTS + 9, 600));
    pages[1]?.handlers.onEose?.();
    expect(pages).toHaveLength(POST_SLICES + 1);
    expect(usePopularStore.getState().posts).toBe(MAX_RANKED_POSTS + 609);
  });

  it('shows the last ranking kept on this device at once, in its order, and saves the new one in its order', async () => {
    const posts = [picturePost(0), picturePost(1)];
    const { dependencies, writes, answerPages, answerReads } = popularWorld({ snapshot: [posts[1]!, posts[0]!] });
    runPopularFeed(request, dependencies);
    await vi.advanceTimersByTimeAsync(0);
    expect(shownIds()).toEqual([posts[1]!.id, posts[0]!.id]);

    answerPages(posts);
    answerReads([reaction(posts[0]!, person('a'))]);
    await vi.runOnlyPendingTimersAsync();
    expect(shownIds()).toEqual([posts[0]!.id, posts[1]!.id]);
    expect(writes.at(-1)?.map((event) => event.id)).toEqual([posts[0]!.id, posts[1]!.id]);
  });

  it('leaves no request open once closed', () => {
    const { dependencies, pages, reads } = popularWorld();
    const feed = runPopularFeed(request, dependencies);
    pages[0]?.handlers.onEvents(Array.from({ length: COUNT_BATCH_POSTS }, (_, index) => picturePost(index)));
    feed.close();
    expect(pages).toHaveLength(POST_SLICES);
    expect(pages.every((page) => page.stopped)).toBe(true);
    expect(reads.every((read) => read.stopped)).toBe(true);
    expect(usePopularStore.getState().key).toBeUndefined();
  });

  it('follows a ranked set as it is edited: an added entry is read, counted and ranked in; a removed one leaves', async () => {
    const posts = [picturePost(0), picturePost(1), picturePost(2)];
    const [first, second, added] = posts as [NostrEvent, NostrEvent, NostrEvent];
    const ranksOf = (ids: string[]) => new Map(ids.map((id, rank) => [id, rank]));
    const { dependencies, pages, answerReads } = popularWorld();
    const setRequest = { settings: { ...request.settings, tags: [] }, ids: [first.id, second.id] };
    const feed = runPopularFeed(setRequest, dependencies);
    feed.setEntries?.({ entries: [first.id, second.id], ranks: ranksOf([first.id, second.id]) });
    pages[0]?.handlers.onEvents([first, second]);
    pages[0]?.handlers.onEose?.();
    answerReads([reaction(second, person('a'))]);
    await vi.runOnlyPendingTimersAsync();
    expect(shownIds()).toEqual([second.id, first.id]);

    // Its author adds a post that two people liked: it is asked for by id and ranked first.
    feed.setEntries?.({ entries: [first.id, second.id, added.id], ranks: ranksOf([first.id, second.id, added.id]) });
    const asked = pages.at(-1);
    expect(asked?.filter.ids).toEqual([added.id]);
    asked?.handlers.onEvents([added]);
    asked?.handlers.onEose?.();
    answerReads([reaction(added, person('b')), reaction(added, person('c'))]);
    await vi.advanceTimersByTimeAsync(RERANK_DELAY_MS);
    expect(shownIds()).toEqual([added.id, second.id, first.id]);

    // And removes one that nobody has on screen.
    feed.setEntries?.({ entries: [first.id, added.id], ranks: ranksOf([first.id, added.id]) });
    expect(shownIds()).toEqual([added.id, first.id]);

    // Named again, it is ranked again at once, without asking the relays.
    const requests = pages.length;
    feed.setEntries?.({ entries: [first.id, added.id, second.id], ranks: ranksOf([first.id, added.id, second.id]) });
    expect(shownIds()).toEqual([added.id, second.id, first.id]);
    expect(pages).toHaveLength(requests);
    feed.close();
  });
});
