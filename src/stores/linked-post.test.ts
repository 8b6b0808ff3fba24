import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../core/routes';
import type { MediaItem, NostrEvent } from '../core/types';
import { fetchLinkedPost } from '../nostr/client';
import { useFeedStore } from './feed-store';
import { forgetLinkedPost, showLinkedPost, useLinkedPostStore } from './linked-post';
import { useViewStore } from './view-store';
import { OPENED_FEED, type FeedLifecycle } from '../core/feed';
import { pictureOf } from '../../tests/support/media-item';

const READY_FEED: FeedLifecycle = { phase: 'ready', fromCache: false, olderPages: 'more' };

vi.mock('../nostr/client', () => ({ fetchLinkedPost: vi.fn() }));

const fetch = vi.mocked(fetchLinkedPost);
const AUTHOR = 'a'.repeat(64);
/** The linked post, with two pictures. */
const LINKED: NostrEvent = {
  id: 'b'.repeat(64),
  pubkey: AUTHOR,
  kind: 1,
  created_at: 1_700_000_000,
  tags: [],
  content: 'https://media.example/first.jpg https://media.example/second.jpg',
};
const POINTER = { id: LINKED.id, relays: [] };

function item(url: string, post: NostrEvent): MediaItem {
  return pictureOf(post, url);
}

const OTHER: NostrEvent = { ...LINKED, id: 'c'.repeat(64), content: 'https://media.example/other.jpg' };
const other = item('https://media.example/other.jpg', OTHER);
const first = item('https://media.example/first.jpg', LINKED);
const second = item('https://media.example/second.jpg', LINKED);

const status = () => useLinkedPostStore.getState().status;
const current = () => useViewStore.getState().current;
const pinnedUrls = () => useFeedStore.getState().pinned.map((media) => media.url);

/** A deferred answer from the relays, so a test can act while the post is being fetched. */
function answerLater() {
  let answer: (event: NostrEvent | undefined) => void = () => undefined;
  fetch.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  return (event: NostrEvent | undefined) => answer(event);
}

beforeEach(() => {
  fetch.mockReset();
  forgetLinkedPost();
  useFeedStore.setState({ items: [], pinned: [], lifecycle: OPENED_FEED });
  useViewStore.setState({ current: undefined });
});

describe('linked post', () => {
  it('opens a settled feed where the post already is, without asking the relays', async () => {
    useFeedStore.setState({ items: [other, first, second], lifecycle: READY_FEED });
    await showLinkedPost(POINTER, DEFAULT_SETTINGS, 1);
    expect(current()).toBe(2);
    expect(pinnedUrls()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches a post the feed does not have, puts it first and opens the named picture', async () => {
    const answer = answerLater();
    const shown = showLinkedPost(POINTER, DEFAULT_SETTINGS, 1);
    expect(status()).toBe('loading');
    expect(fetch).toHaveBeenCalledWith(LINKED.id);
    answer(LINKED);
    await shown;
    expect(pinnedUrls()).toEqual([first.url, second.url]);
    expect(current()).toBe(1);
    expect(status()).toBe('idle');
  });

  it('opens the last picture when the address names one the post does not have', async () => {
    fetch.mockResolvedValueOnce(LINKED);
    await showLinkedPost(POINTER, DEFAULT_SETTINGS, 9);
    expect(current()).toBe(1);
  });

  it('puts first a post the loading feed already has, as it is in the feed', async () => {
    useFeedStore.setState({ items: [other, first], lifecycle: OPENED_FEED });
    await showLinkedPost(POINTER, DEFAULT_SETTINGS);
    expect(fetch).not.toHaveBeenCalled();
    expect(pinnedUrls()).toEqual([first.url]);
    expect(current()).toBe(0);
  });

  it('says the post is missing when no relay has it, or it shows nothing under the route', async () => {
    fetch.mockResolvedValueOnce(undefined);
    await showLinkedPost(POINTER, DEFAULT_SETTINGS);
    expect(status()).toBe('missing');

    fetch.mockResolvedValueOnce({ ...LINKED, content: 'no pictures', tags: [] });
    await showLinkedPost(POINTER, DEFAULT_SETTINGS);
    expect(status()).toBe('missing');
    expect(pinnedUrls()).toEqual([]);
  });

  it('ignores a late answer once the address no longer names the post', async () => {
    const answer = answerLater();
    const shown = showLinkedPost(POINTER, DEFAULT_SETTINGS);
    forgetLinkedPost();
    expect(status()).toBe('idle');
    answer(LINKED);
    await shown;
    expect(pinnedUrls()).toEqual([]);
    expect(current()).toBeUndefined();
    expect(status()).toBe('idle');
  });

  it('lets only the newest address move the view', async () => {
    const answerFirst = answerLater();
    const older = showLinkedPost({ id: OTHER.id, relays: [] }, DEFAULT_SETTINGS);
    fetch.mockResolvedValueOnce(LINKED);
    await showLinkedPost(POINTER, DEFAULT_SETTINGS, 1);
    answerFirst(OTHER);
    await older;
    expect(pinnedUrls()).toEqual([first.url, second.url]);
    expect(current()).toBe(1);
  });
});
