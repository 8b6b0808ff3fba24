import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_PICTURES } from '../core/layout';
import type { MediaItem } from '../core/types';
import { pictureOf } from '../../tests/support/media-item';
import { feedActions, initialFeedState, useFeedStore } from './feed-store';
import { keepScreen, RENEW_DELAY_MS, SCREEN_MAX_ITEMS, SCREEN_REMEMBERED_EVENTS, type ScreenKeeperDependencies } from './screen-keeper';

vi.mock('../nostr/client', () => ({ keepRelaysConnected: () => () => undefined }));

function item(key: string, timestamp: number): MediaItem {
  const post = { id: key.padEnd(64, '0'), pubkey: 'a'.repeat(64), kind: 20, created_at: timestamp, tags: [], content: '' };
  return pictureOf(post, `https://media.example/${key}.jpg`, { key });
}

const keys = (): string[] => useFeedStore.getState().items.map((entry) => entry.key);

/** A relay client and a browser that the test plays: relays coming back, the network returning. */
function fakeWorld() {
  const world: {
    keeping: number;
    watching: number;
    storesSized: (number | undefined)[];
    memoriesSized: (number | undefined)[];
    reconnect(url: string): void;
    online(): void;
  } = {
    keeping: 0,
    watching: 0,
    storesSized: [],
    memoriesSized: [],
    reconnect: () => undefined,
    online: () => undefined,
  };
  const dependencies: ScreenKeeperDependencies = {
    keepRelaysConnected(onReconnect) {
      world.keeping += 1;
      world.reconnect = onReconnect;
      return () => void (world.keeping -= 1);
    },
    watchOnline(onOnline) {
      world.watching += 1;
      world.online = onOnline;
      return () => void (world.watching -= 1);
    },
    sizeStores: (kept) => void world.storesSized.push(kept),
    sizeEventMemories: (kept) => void world.memoriesSized.push(kept),
  };
  return { world, dependencies };
}

beforeEach(() => {
  vi.useFakeTimers();
  useFeedStore.setState(initialFeedState, true);
  feedActions.reset('feed');
});
afterEach(() => vi.useRealTimers());

describe('screen mode keeps the screen going', () => {
  it('lets new posts into the feed at once, those waiting and those to come', () => {
    feedActions.add('feed', [item('a', 10), item('b', 9)]);
    // The grid had the first two on screen: a newer post waits behind "N new pictures".
    feedActions.setFrozen(2);
    feedActions.add('feed', [item('waiting', 20)]);
    expect(useFeedStore.getState().pending).toHaveLength(1);

    const { dependencies } = fakeWorld();
    const stop = keepScreen(() => undefined, dependencies);
    expect(keys()).toEqual(['waiting', 'a', 'b']);
    feedActions.setFrozen(3);
    feedActions.add('feed', [item('newest', 30)]);
    expect(useFeedStore.getState().pending).toEqual([]);
    expect(keys()[0]).toBe('newest');

    stop();
    feedActions.setFrozen(4);
    feedActions.add('feed', [item('after', 40)]);
    expect(useFeedStore.getState().pending.map((entry) => entry.key)).toEqual(['after']);
  });

  it('keeps the newest pictures of a feed that grows all day, the linked post on top', () => {
    const { dependencies } = fakeWorld();
    feedActions.pin([item('linked', 1)]);
    feedActions.add(
      'feed',
      Array.from({ length: SCREEN_MAX_ITEMS }, (_, index) => item(`old-${index}`, 100 + index)),
    );
    feedActions.markFailed('old-0');
    feedActions.markFailed('old-299');
    const stop = keepScreen(() => undefined, dependencies);
    expect(useFeedStore.getState().items).toHaveLength(SCREEN_MAX_ITEMS + 1);

    feedActions.add('feed', [item('new-a', 1000), item('new-b', 1001)]);
    const shown = keys();
    expect(shown).toHaveLength(SCREEN_MAX_ITEMS + 1);
    expect(shown.slice(0, 3)).toEqual(['linked', 'new-b', 'new-a']);
    expect(shown).not.toContain('old-0');
    expect(shown).not.toContain('old-1');
    expect([...useFeedStore.getState().failed]).toEqual(['old-299']);
    stop();
  });

  it('on a set feed keeps the entries added last, an old post added to the set among them', () => {
    const { dependencies } = fakeWorld();
    const old = Array.from({ length: SCREEN_MAX_ITEMS }, (_, index) => item(`entry-${index}`, 100 + index));
    const approved = item('approved', 1);
    const ranks = new Map([...old, approved].map((entry, index) => [entry.noteId, index]));
    feedActions.setEntries('feed', ranks);
    feedActions.add('feed', old);
    const stop = keepScreen(() => undefined, dependencies);
    feedActions.add('feed', [approved]);
    const shown = keys();
    expect(shown).toHaveLength(SCREEN_MAX_ITEMS);
    expect(shown).toContain('approved');
    expect(shown).not.toContain('entry-0');
    stop();
  });

  it('asks the live subscription again once for relays that come back together, and when the browser is online again', () => {
    const { world, dependencies } = fakeWorld();
    const renewLive = vi.fn();
    const stop = keepScreen(renewLive, dependencies);
    expect(world.keeping).toBe(1);

    world.reconnect('wss://one.example/');
    vi.advanceTimersByTime(RENEW_DELAY_MS / 2);
    world.reconnect('wss://two.example/');
    vi.advanceTimersByTime(RENEW_DELAY_MS - 1);
    expect(renewLive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renewLive).toHaveBeenCalledTimes(1);

    world.online();
    vi.advanceTimersByTime(RENEW_DELAY_MS);
    expect(renewLive).toHaveBeenCalledTimes(2);

    world.reconnect('wss://one.example/');
    stop();
    vi.advanceTimersByTime(RENEW_DELAY_MS);
    expect(renewLive).toHaveBeenCalledTimes(2);
    expect(world).toMatchObject({ keeping: 0, watching: 0 });
  });

  it('sizes the stores kept per post or author to the show and those kept per event to the feed while it runs, and back after', () => {
    const { world, dependencies } = fakeWorld();
    const stop = keepScreen(() => undefined, dependencies);
    expect(world.storesSized).toEqual([SCREEN_PICTURES]);
    expect(world.memoriesSized).toEqual([SCREEN_REMEMBERED_EVENTS]);
    expect(SCREEN_REMEMBERED_EVENTS).toBeGreaterThanOrEqual(SCREEN_MAX_ITEMS);
    stop();
    expect(world.storesSized).toEqual([SCREEN_PICTURES, undefined]);
    expect(world.memoriesSized).toEqual([SCREEN_REMEMBERED_EVENTS, undefined]);
  });
});
