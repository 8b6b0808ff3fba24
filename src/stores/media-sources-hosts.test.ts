import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_A, fakeMediaDeps as fakeDeps, ORIGINAL, REF } from '../../tests/app-support/fake-media-sources';
import { createMediaSources, type MediaRef } from './media-sources';

describe('media sources: a file that failed before its post was checked', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_800_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('starts from a copy without asking its own address again, and is remembered only once its post has passed', async () => {
    const { deps, written } = fakeDeps();
    const sources = createMediaSources(deps);
    sources.failedUnchecked(ORIGINAL);
    expect(sources.statusOf(REF)).toEqual({ state: 'looking' });
    vi.advanceTimersByTime(1_000);
    expect(written).toEqual([]);
    sources.settle(REF);
    await vi.waitFor(() => expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: COPY_A }));
    vi.advanceTimersByTime(1_000);
    expect(written.at(-1)).toContain(ORIGINAL);
  });

  it('counts against its host once its post has passed: two such files take the host for dead', async () => {
    const first = fakeDeps();
    first.candidatesOf.mockImplementation(async (ref) => [ref.url]);
    const sources = createMediaSources(first.deps);
    const other: MediaRef = { ...REF, url: 'https://dead.example/other.jpg' };
    for (const ref of [REF, other]) sources.failedUnchecked(ref.url);
    for (const ref of [REF, other, REF]) sources.settle(ref);
    await vi.waitFor(() => expect(sources.statusOf(other)).toEqual({ state: 'gone' }));
    vi.advanceTimersByTime(1_000);

    const next = createMediaSources(fakeDeps(first.written.at(-1)).deps);
    expect(next.statusOf({ ...REF, url: 'https://dead.example/third.jpg' })).toEqual({ state: 'looking' });
  });

  it('is gone when it has no copy', async () => {
    const { deps, candidatesOf } = fakeDeps();
    candidatesOf.mockResolvedValue([ORIGINAL]);
    const sources = createMediaSources(deps);
    sources.failedUnchecked(ORIGINAL);
    sources.settle(REF);
    await vi.waitFor(() => expect(sources.statusOf(REF)).toEqual({ state: 'gone' }));
  });
});

describe('media sources: a host taken for dead', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_800_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  const SAME_HOST: MediaRef = { url: 'https://dead.example/other.jpg', hash: 'ef'.repeat(32), authorId: REF.authorId };

  async function afterTwoFailures() {
    const first = fakeDeps();
    first.candidatesOf.mockImplementation(async (ref) => [ref.url]);
    const sources = createMediaSources(first.deps);
    sources.failed(REF, ORIGINAL);
    sources.failed(SAME_HOST, SAME_HOST.url);
    await vi.waitFor(() => expect(sources.statusOf(SAME_HOST)).toEqual({ state: 'gone' }));
    vi.advanceTimersByTime(1_000);
    return first.written.at(-1) ?? null;
  }

  it('has its files looked for on Blossom servers first on the next visit, their own address last', async () => {
    const next = fakeDeps(await afterTwoFailures());
    const sources = createMediaSources(next.deps);
    const ref: MediaRef = { url: 'https://dead.example/third.jpg', hash: '12'.repeat(32), authorId: REF.authorId };
    next.candidatesOf.mockResolvedValue([ref.url, COPY_A]);
    expect(sources.statusOf(ref)).toEqual({ state: 'looking' });
    sources.settle(ref);
    await vi.waitFor(() => expect(sources.statusOf(ref)).toEqual({ state: 'loading', url: COPY_A }));
    sources.failed(ref, COPY_A);
    await vi.waitFor(() => expect(sources.statusOf(ref)).toEqual({ state: 'loading', url: ref.url }));
  });

  it('still has a file without a hash asked for at its own address, and is alive again once a file of it loads', async () => {
    const next = fakeDeps(await afterTwoFailures());
    const sources = createMediaSources(next.deps);
    const plain: MediaRef = { url: 'https://dead.example/plain.jpg', authorId: REF.authorId };
    const hashed: MediaRef = { url: 'https://dead.example/hashed.jpg', hash: '34'.repeat(32), authorId: REF.authorId };
    expect(sources.statusOf(plain)).toEqual({ state: 'loading', url: plain.url });
    expect(sources.statusOf(hashed)).toEqual({ state: 'looking' });
    sources.loaded(plain, plain.url);
    expect(sources.statusOf(hashed)).toEqual({ state: 'loading', url: hashed.url });
  });

  it('looks for copies of a file whose own address fails after its host was taken for dead in the same visit', async () => {
    const { deps, candidatesOf } = fakeDeps();
    const sources = createMediaSources(deps);
    const third: MediaRef = { url: 'https://dead.example/third.jpg', hash: '12'.repeat(32), authorId: REF.authorId };
    expect(sources.statusOf(third)).toEqual({ state: 'loading', url: third.url });
    candidatesOf.mockImplementation(async (ref) => [ref.url]);
    sources.failed(REF, ORIGINAL);
    sources.failed(SAME_HOST, SAME_HOST.url);
    await vi.waitFor(() => expect(sources.statusOf(SAME_HOST)).toEqual({ state: 'gone' }));
    candidatesOf.mockResolvedValue([third.url, COPY_A]);
    sources.failed(third, third.url);
    await vi.waitFor(() => expect(sources.statusOf(third)).toEqual({ state: 'loading', url: COPY_A }));
  });
});
