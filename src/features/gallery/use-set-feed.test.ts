// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../core/route';
import type { MediaSet } from '../../core/types';
import { loadMediaSet } from '../../stores/set-loader';
import { useSetFeed } from './use-set-feed';

vi.mock('../../stores/set-loader', () => ({ loadMediaSet: vi.fn() }));

const SET: MediaSet = {
  kind: 30006,
  pubkey: 'a'.repeat(64),
  identifier: 'dusk',
  naddr: 'naddr1dusk',
  title: 'Evening light',
  entries: ['1'.repeat(64), '2'.repeat(64)],
  createdAt: 1_700_000_000,
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('useSetFeed', () => {
  it('asks for nothing off a set route', () => {
    const { result } = renderHook(() => useSetFeed(DEFAULT_SETTINGS));
    expect(result.current).toEqual({ ids: undefined });
    expect(loadMediaSet).not.toHaveBeenCalled();
  });

  it('waits for the set, then gives its entries and the set itself', async () => {
    vi.mocked(loadMediaSet).mockResolvedValueOnce(SET);
    const { result } = renderHook(() => useSetFeed({ ...DEFAULT_SETTINGS, set: 'naddr1dusk' }));
    expect(result.current).toEqual({ ids: null });
    await waitFor(() => expect(result.current).toEqual({ ids: SET.entries, set: SET }));
    expect(loadMediaSet).toHaveBeenCalledWith('naddr1dusk');
  });

  it('says when the set is missing, and when it names no post', async () => {
    vi.mocked(loadMediaSet)
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce({ ...SET, entries: [] });
    const missing = renderHook(() => useSetFeed({ ...DEFAULT_SETTINGS, set: 'naddr1gone' }));
    await waitFor(() => expect(missing.result.current).toEqual({ ids: null, problem: 'missing' }));
    const empty = renderHook(() => useSetFeed({ ...DEFAULT_SETTINGS, set: 'naddr1empty' }));
    await waitFor(() => expect(empty.result.current).toMatchObject({ ids: [], problem: 'empty' }));
  });
});
