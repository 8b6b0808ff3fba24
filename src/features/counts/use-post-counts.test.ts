// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchCounts } from '../../stores/counts-loader';
import { useWatchCounts } from './use-post-counts';

vi.mock('../../stores/counts-loader', () => ({ watchCounts: vi.fn() }));

const item = (id: string, kind = 20) => ({ noteId: id, authorId: 'f'.repeat(64), post: { kind } });
const PICTURE = item('a'.repeat(64));
const NOTE = item('b'.repeat(64), 1);

afterEach(() => {
  cleanup();
  vi.mocked(watchCounts).mockReset();
});

describe('useWatchCounts', () => {
  it("wants the item's post while it is given, and stops wanting it when it changes or the component leaves", async () => {
    const stops = { picture: vi.fn(), note: vi.fn() };
    vi.mocked(watchCounts).mockReturnValueOnce(stops.picture).mockReturnValueOnce(stops.note);
    const { rerender, unmount } = renderHook(({ watched }) => useWatchCounts(watched), {
      initialProps: { watched: PICTURE as typeof PICTURE | undefined },
    });
    await waitFor(() => expect(watchCounts).toHaveBeenCalledWith({ id: PICTURE.noteId, kind: 20, pubkey: PICTURE.authorId }));
    rerender({ watched: NOTE });
    expect(stops.picture).toHaveBeenCalledOnce();
    await waitFor(() => expect(watchCounts).toHaveBeenLastCalledWith({ id: NOTE.noteId, kind: 1, pubkey: NOTE.authorId }));
    rerender({ watched: undefined });
    expect(stops.note).toHaveBeenCalledOnce();
    unmount();
    expect(watchCounts).toHaveBeenCalledTimes(2);
  });

  it('wants nothing when the component left before the loader came', async () => {
    const { unmount } = renderHook(() => useWatchCounts(PICTURE));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await import('../../stores/counts-loader');
    expect(watchCounts).not.toHaveBeenCalled();
  });
});
