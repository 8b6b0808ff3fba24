// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_UNION, unionOf } from '../core/sets';
import type { MediaSet } from '../core/types';
import { watchSets, type WatchedSets } from '../stores/set-watch';
import { useSetFeed } from './use-set-feed';

vi.mock('../stores/set-watch', () => ({ watchSets: vi.fn() }));
const early = vi.hoisted(() => ({ sets: new Map<string, MediaSet>() }));
vi.mock('../stores/early-list', () => ({ earlySet: { taken: (ref: string) => early.sets.get(ref) } }));

const [a, b] = ['1'.repeat(64), '2'.repeat(64)] as [string, string];
const SET: MediaSet = {
  kind: 30006,
  pubkey: 'a'.repeat(64),
  identifier: 'dusk',
  naddr: 'naddr1dusk',
  title: 'Evening light',
  entries: [a, b],
  createdAt: 1_700_000_000,
};

/** The watcher's calls back, to play the relays' answers. */
function capture(): { send(sets: WatchedSets): void; stop: ReturnType<typeof vi.fn>; renew: ReturnType<typeof vi.fn> } {
  let onChange: ((sets: WatchedSets) => void) | undefined;
  const stop = vi.fn();
  const renew = vi.fn();
  vi.mocked(watchSets).mockImplementation((_refs, listener) => {
    onChange = listener;
    return { stop, renew };
  });
  return { send: (sets) => act(() => onChange?.(sets)), stop, renew };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  early.sets.clear();
});

describe('useSetFeed', () => {
  it('watches nothing without sets', () => {
    const { result } = renderHook(() => useSetFeed([]));
    expect(result.current).toMatchObject({ entries: undefined, sets: [] });
    expect(watchSets).not.toHaveBeenCalled();
  });

  it('starts from the set read before React, its entries as the watch will give them, until the watch has heard of it', async () => {
    early.sets.set('naddr1dusk', SET);
    const relays = capture();
    const { result, rerender } = renderHook(() => useSetFeed(['naddr1dusk']));
    const union = unionOf(EMPTY_UNION, [[a, b]], [true]);
    expect(result.current).toMatchObject({ entries: union, set: SET, sets: [{ ref: 'naddr1dusk', status: 'found' }] });
    // The same entries on every render: the feed is not told them again.
    const first = result.current.entries;
    rerender();
    expect(result.current.entries).toBe(first);
    await waitFor(() => expect(watchSets).toHaveBeenCalled());
    const newer = { ...SET, entries: [b] };
    const changed = unionOf(union, [[b]]);
    relays.send({ sets: [{ ref: 'naddr1dusk', status: 'found', set: newer }], union: changed });
    expect(result.current).toMatchObject({ entries: changed, set: newer });
  });

  it('waits for the set, then follows its entries as they change', async () => {
    const relays = capture();
    const { result, unmount } = renderHook(() => useSetFeed(['naddr1dusk']));
    expect(result.current).toMatchObject({ entries: null, sets: [] });
    await waitFor(() => expect(watchSets).toHaveBeenCalled());
    const union = unionOf(EMPTY_UNION, [[a, b]]);
    relays.send({ sets: [{ ref: 'naddr1dusk', status: 'found', set: SET }], union });
    expect(result.current).toMatchObject({ entries: union, set: SET });
    expect(result.current.problem).toBeUndefined();
    // Every entry removed: the feed stays, empty, and says so.
    const emptied = unionOf(union, [[]]);
    relays.send({ sets: [{ ref: 'naddr1dusk', status: 'found', set: { ...SET, entries: [] } }], union: emptied });
    expect(result.current).toMatchObject({ entries: emptied, problem: 'empty' });
    // A relay back from a drop is asked for the set again.
    result.current.renew();
    expect(relays.renew).toHaveBeenCalledTimes(1);
    unmount();
    expect(relays.stop).toHaveBeenCalled();
  });

  it('says a set is missing while it is listened for, and takes it once published', async () => {
    const relays = capture();
    const { result } = renderHook(() => useSetFeed(['naddr1later']));
    await waitFor(() => expect(watchSets).toHaveBeenCalled());
    relays.send({ sets: [{ ref: 'naddr1later', status: 'missing' }], union: EMPTY_UNION });
    expect(result.current).toMatchObject({ entries: null, problem: 'missing' });
    const union = unionOf(EMPTY_UNION, [[a]]);
    relays.send({ sets: [{ ref: 'naddr1later', status: 'found', set: { ...SET, entries: [a] } }], union });
    expect(result.current).toMatchObject({ entries: union });
    expect(result.current.problem).toBeUndefined();
  });

  it('says a set it cannot read is missing, as one no relay has', async () => {
    const relays = capture();
    const { result } = renderHook(() => useSetFeed(['naddr1nokey']));
    await waitFor(() => expect(watchSets).toHaveBeenCalled());
    relays.send({ sets: [{ ref: 'naddr1nokey', status: 'unreadable' }], union: EMPTY_UNION });
    expect(result.current).toMatchObject({ entries: null, problem: 'missing' });
  });

  it('counts a missing set as empty beside a found one', async () => {
    const relays = capture();
    const { result } = renderHook(() => useSetFeed(['naddr1one', 'naddr1two']));
    await waitFor(() => expect(watchSets).toHaveBeenCalledWith(['naddr1one', 'naddr1two'], expect.any(Function)));
    relays.send({
      sets: [
        { ref: 'naddr1one', status: 'missing' },
        { ref: 'naddr1two', status: 'found', set: { ...SET, entries: [] } },
      ],
      union: EMPTY_UNION,
    });
    expect(result.current).toMatchObject({ entries: null, problem: 'empty' });
  });
});
