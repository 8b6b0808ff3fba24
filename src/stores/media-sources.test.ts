import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_A, COPY_B, fakeMediaDeps as fakeDeps, ORIGINAL, REF } from '../../tests/app-support/fake-media-sources';
import { createMediaSources, type MediaRef } from './media-sources';

describe('media sources', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_800_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('loads the own address first and asks for no copies while it works', () => {
    const { deps, candidatesOf } = fakeDeps();
    const sources = createMediaSources(deps);
    expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: ORIGINAL });
    sources.settle(REF);
    expect(candidatesOf).not.toHaveBeenCalled();
  });

  it('keeps the state of this visit for the most recent files only', async () => {
    const { deps } = fakeDeps();
    const sources = createMediaSources(deps, 3);
    const refs = Array.from({ length: 4 }, (_, index) => ({ ...REF, url: `https://host${index}.example/p.jpg` }));
    for (const ref of refs) sources.failed(ref, ref.url);
    await vi.waitFor(() => expect(sources.statusOf(refs.at(-1)!).state).toBe('loading'));
    expect(Object.keys(sources.useStore.getState().sources)).toHaveLength(3);
    expect(sources.useStore.getState().sources[refs[0]!.url]).toBeUndefined();
  });

  it('keeps the state of fewer files while screen mode asks it to, and as many as before once it ends', async () => {
    const { deps } = fakeDeps();
    const sources = createMediaSources(deps, 3);
    const refs = Array.from({ length: 8 }, (_, index) => ({ ...REF, url: `https://host${index}.example/p.jpg` }));
    const failAll = async (some: MediaRef[]): Promise<void> => {
      for (const ref of some) sources.failed(ref, ref.url);
      await vi.waitFor(() => expect(sources.statusOf(some.at(-1)!).state).toBe('loading'));
    };
    sources.keepFilesFor(2);
    await failAll(refs.slice(0, 4));
    expect(Object.keys(sources.useStore.getState().sources)).toEqual([refs[2]!.url, refs[3]!.url]);
    sources.keepFilesFor(undefined);
    await failAll(refs.slice(4));
    expect(Object.keys(sources.useStore.getState().sources)).toHaveLength(3);
  });

  it('moves to the next copy on each failure, then gives up', async () => {
    const { deps } = fakeDeps();
    const sources = createMediaSources(deps);
    sources.failed(REF, ORIGINAL);
    expect(sources.statusOf(REF)).toEqual({ state: 'looking' });
    await vi.waitFor(() => expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: COPY_A }));
    sources.failed(REF, COPY_A);
    await vi.waitFor(() => expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: COPY_B }));
    sources.failed(REF, COPY_B);
    await vi.waitFor(() => expect(sources.statusOf(REF)).toEqual({ state: 'gone' }));
  });

  it('ignores a failure reported for an address it has already moved on from', async () => {
    const { deps, candidatesOf } = fakeDeps();
    const sources = createMediaSources(deps);
    sources.failed(REF, ORIGINAL);
    sources.failed(REF, ORIGINAL);
    await vi.waitFor(() => expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: COPY_A }));
    sources.failed(REF, ORIGINAL);
    expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: COPY_A });
    expect(candidatesOf).toHaveBeenCalledTimes(1);
  });

  it('gives up when looking for copies fails', async () => {
    const { deps, candidatesOf } = fakeDeps();
    candidatesOf.mockRejectedValueOnce(new Error('chunk failed to load'));
    const sources = createMediaSources(deps);
    sources.failed(REF, ORIGINAL);
    await vi.waitFor(() => expect(sources.statusOf(REF)).toEqual({ state: 'gone' }));
  });

  it('remembers, a moment later, what failed and the copy that loaded, and a new visit starts from that copy', async () => {
    const first = fakeDeps();
    const sources = createMediaSources(first.deps);
    sources.failed(REF, ORIGINAL);
    await vi.waitFor(() => expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: COPY_A }));
    sources.loaded(REF, COPY_A);
    expect(first.written).toHaveLength(0);
    vi.advanceTimersByTime(1_000);
    expect(first.written).toHaveLength(1);

    const next = fakeDeps(first.written[0]);
    const reloaded = createMediaSources(next.deps);
    expect(reloaded.statusOf(REF)).toEqual({ state: 'loading', url: COPY_A });
    expect(next.candidatesOf).not.toHaveBeenCalled();
  });

  it('writes a moment after the first change even while changes keep coming, and at once when the page is left', async () => {
    const { deps, written, leave } = fakeDeps();
    const sources = createMediaSources(deps);
    const other = (name: string): MediaRef => ({ ...REF, url: `https://alive.example/${name}.jpg` });
    for (let index = 0; index < 4; index++) {
      sources.failed(other(`dead-${index}`), other(`dead-${index}`).url);
      vi.advanceTimersByTime(400);
    }
    expect(written.length).toBeGreaterThanOrEqual(1);
    expect(written[0]).toContain('https://alive.example/dead-0.jpg');
    const before = written.length;
    sources.failed(REF, ORIGINAL);
    leave();
    expect(written).toHaveLength(before + 1);
    expect(written.at(-1)).toContain(ORIGINAL);
    leave();
    expect(written).toHaveLength(before + 1);
  });

  it('does not ask a dead address again on a new visit: it looks for a copy straight away', async () => {
    const first = fakeDeps();
    const sources = createMediaSources(first.deps);
    sources.failed(REF, ORIGINAL);
    await vi.waitFor(() => expect(sources.statusOf(REF).state).toBe('loading'));
    vi.advanceTimersByTime(1_000);

    const reloaded = createMediaSources(fakeDeps(first.written[0]).deps);
    expect(reloaded.statusOf(REF)).toEqual({ state: 'looking' });
    reloaded.settle(REF);
    await vi.waitFor(() => expect(reloaded.statusOf(REF)).toEqual({ state: 'loading', url: COPY_A }));
  });
});

describe('media sources: an address that never answers', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_800_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('is left for the first copy that has not failed', async () => {
    const { deps } = fakeDeps();
    const sources = createMediaSources(deps);
    sources.stalled(REF, ORIGINAL);
    await vi.waitFor(() => expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: COPY_A }));
  });

  it('is kept when there is no copy, or once it has loaded', async () => {
    const none = fakeDeps();
    none.candidatesOf.mockResolvedValue([ORIGINAL]);
    const alone = createMediaSources(none.deps);
    alone.stalled(REF, ORIGINAL);
    await vi.waitFor(() => expect(none.candidatesOf).toHaveBeenCalled());
    await Promise.resolve();
    expect(alone.statusOf(REF)).toEqual({ state: 'loading', url: ORIGINAL });

    const { deps, candidatesOf } = fakeDeps();
    const sources = createMediaSources(deps);
    sources.loaded(REF, ORIGINAL);
    sources.stalled(REF, ORIGINAL);
    expect(candidatesOf).not.toHaveBeenCalled();
    expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: ORIGINAL });
  });
});

describe('media sources: an address that answers late', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_800_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('is kept when it loads while the copies are looked up', async () => {
    const { deps, candidatesOf } = fakeDeps();
    let answer: (urls: string[]) => void = () => undefined;
    candidatesOf.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const sources = createMediaSources(deps);
    sources.stalled(REF, ORIGINAL);
    sources.loaded(REF, ORIGINAL);
    answer([ORIGINAL, COPY_A]);
    await vi.waitFor(() => expect(candidatesOf).toHaveBeenCalled());
    await Promise.resolve();
    expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: ORIGINAL });
  });

  it('writes once that a host is alive, and nothing more as its other files load from their own addresses', () => {
    const { deps, written } = fakeDeps();
    const sources = createMediaSources(deps);
    sources.loaded(REF, ORIGINAL);
    vi.advanceTimersByTime(1_000);
    expect(written).toHaveLength(1);
    const other: MediaRef = { ...REF, url: 'https://dead.example/other.jpg' };
    sources.loaded(other, other.url);
    vi.advanceTimersByTime(1_000);
    expect(written).toHaveLength(1);
  });
});

describe('media sources: a file found nowhere', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_800_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('is given up at once on the next visit, without looking again', async () => {
    const first = fakeDeps();
    first.candidatesOf.mockResolvedValue([ORIGINAL]);
    const sources = createMediaSources(first.deps);
    sources.failed(REF, ORIGINAL);
    await vi.waitFor(() => expect(sources.statusOf(REF)).toEqual({ state: 'gone' }));
    vi.advanceTimersByTime(1_000);

    const next = fakeDeps(first.written.at(-1));
    const reloaded = createMediaSources(next.deps);
    expect(reloaded.statusOf(REF)).toEqual({ state: 'gone' });
    reloaded.settle(REF);
    expect(next.candidatesOf).not.toHaveBeenCalled();
  });
});
