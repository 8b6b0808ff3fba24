// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../core/types';
import { useFeedStore } from '../../stores/feed-store';
import { mediaSources } from '../../stores/media-sources';
import { useEarlyPictures } from './use-early-pictures';
import { pictureOf } from '../../../tests/support/media-item';

const askServerList = vi.hoisted(() => vi.fn<(pubkey: string) => void>());
vi.mock('../../nostr/early-server-lists', () => ({ earlyServerLists: { ask: askServerList, of: () => undefined } }));

/** Two columns at this width; square tiles 227 pixels high, so four rows fill happy-dom's 768-pixel viewport. */
const WIDTH = 460;

function square(name: string, type: MediaItem['type'] = 'image'): MediaItem {
  const post = { id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 20, created_at: 1_700_000_000, tags: [], content: '' };
  return pictureOf(post, `https://media.example/${name}.${type === 'image' ? 'jpg' : 'mp4'}`, { type, width: 100, height: 100 });
}

const squares = (prefix: string, count: number): MediaItem[] => Array.from({ length: count }, (_, index) => square(`${prefix}${index}`));

function feedShows(key: string, items: MediaItem[]): void {
  act(() => useFeedStore.setState({ key, items }));
}

/** The pictures asked for ahead of their tiles, by the file each names. */
function preloaded(): string[] {
  return Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => {
    const name = /media\.example%2F([^.&]+)/.exec(link.href)?.[1];
    return name ?? link.href;
  });
}

beforeEach(() => {
  useFeedStore.setState({ key: undefined, items: [] });
  askServerList.mockClear();
});
afterEach(() => {
  cleanup();
  document.head.replaceChildren();
});

describe('useEarlyPictures', () => {
  it("asks for the first screen's pictures as the posts reach the store, and no more", () => {
    renderHook(() => useEarlyPictures(WIDTH));
    feedShows('feed', squares('p', 12));
    expect(preloaded()).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  });

  it('asks for each picture once, and for none once the screen is full', () => {
    renderHook(() => useEarlyPictures(WIDTH));
    feedShows('feed', squares('p', 3));
    feedShows('feed', squares('p', 6));
    expect(preloaded()).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
    feedShows('feed', squares('p', 8));
    feedShows('feed', [square('newer'), ...squares('p', 8)]);
    expect(preloaded()).toHaveLength(8);
  });

  it('leaves videos to their tiles', () => {
    renderHook(() => useEarlyPictures(WIDTH));
    feedShows('feed', [square('clip', 'video'), square('still')]);
    expect(preloaded()).toEqual(['still']);
  });

  it("starts over for a new feed's first screen, whatever the feed before asked for", () => {
    renderHook(() => useEarlyPictures(WIDTH));
    feedShows('first', squares('p', 8));
    feedShows('second', [square('q0'), square('p0')]);
    expect(preloaded().slice(8)).toEqual(['q0', 'p0']);
  });

  it('waits for the grid to have a width, and removes its requests when the grid goes', () => {
    const { rerender, unmount } = renderHook(({ width }) => useEarlyPictures(width), { initialProps: { width: 0 } });
    feedShows('feed', squares('p', 2));
    expect(preloaded()).toEqual([]);
    rerender({ width: WIDTH });
    feedShows('feed', squares('p', 3));
    expect(preloaded()).toEqual(['p0', 'p1', 'p2']);
    unmount();
    expect(preloaded()).toEqual([]);
  });

  it("counts a failed request as the tile's own failure", () => {
    renderHook(() => useEarlyPictures(WIDTH));
    const dead = square('dead');
    feedShows('feed', [dead]);
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    expect(mediaSources.statusOf(dead).state).not.toBe('loading');
  });

  it("asks for the authors' server lists of the first screen's pictures that have a hash, with the pictures", () => {
    renderHook(() => useEarlyPictures(WIDTH));
    const hashed = { ...square('x'), url: `https://media.example/${'c'.repeat(64)}.jpg`, authorId: 'd'.repeat(64) };
    feedShows('feed', [square('plain'), hashed]);
    expect(askServerList.mock.calls).toEqual([['d'.repeat(64)]]);
  });
});
