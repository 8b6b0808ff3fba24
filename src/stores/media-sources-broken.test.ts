import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediaSources, type MediaRef, type MediaSourcesDeps } from './media-sources';

const ORIGINAL = 'https://dead.example/p.jpg';
const COPY_A = 'https://a.example/h.jpg';
const COPY_B = 'https://b.example/h.jpg';
const REF: MediaRef = { url: ORIGINAL, hash: 'ab'.repeat(32), authorId: 'cd'.repeat(32) };
/** An image element as the browser leaves one whose request failed. */
const BROKEN = { complete: true, naturalWidth: 0, currentSrc: 'https://proxy.example/p.webp' };

function fakeDeps(stored: string | null = null) {
  const written: string[] = [];
  const deps: MediaSourcesDeps = {
    candidatesOf: async () => [ORIGINAL, COPY_A, COPY_B],
    readMemory: () => stored,
    writeMemory: (text) => void written.push(text),
    now: () => Date.now(),
    onLeave: () => undefined,
  };
  return { deps, written };
}

/** A copy of REF found on an earlier visit: what the next visit starts from. */
async function rememberedCopy(): Promise<string | undefined> {
  const first = fakeDeps();
  const earlier = createMediaSources(first.deps);
  earlier.failed(REF, ORIGINAL);
  await vi.waitFor(() => expect(earlier.statusOf(REF)).toEqual({ state: 'loading', url: COPY_A }));
  earlier.loaded(REF, COPY_A);
  vi.advanceTimersByTime(1_000);
  return first.written.at(-1);
}

describe('media sources: an image the browser has found broken, before its error event', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_800_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('reads an image found broken as failed before its error is reported, so no other element asks its address again', async () => {
    const { deps, written } = fakeDeps();
    const sources = createMediaSources(deps);
    const image = { complete: false, naturalWidth: 0, currentSrc: '' };
    sources.watchImage(ORIGINAL, image);
    // Still loading: a tile asks the same address, and the browser hands it the same request.
    expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: ORIGINAL });
    Object.assign(image, { complete: true, currentSrc: 'https://proxy.example/p.webp' });
    expect(sources.statusOf(REF)).toEqual({ state: 'looking' });
    vi.advanceTimersByTime(1_000);
    expect(written).toEqual([]);
    // Its post has passed: the failure is remembered.
    sources.settle(REF);
    await vi.waitFor(() => expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: COPY_A }));
    vi.advanceTimersByTime(1_000);
    expect(written.at(-1)).toContain(ORIGINAL);
  });

  it('reads a lazy picture not yet asked for, or one loaded, as not failed', () => {
    const { deps } = fakeDeps();
    const sources = createMediaSources(deps);
    sources.watchImage(ORIGINAL, { complete: true, naturalWidth: 0, currentSrc: '' });
    expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: ORIGINAL });
    sources.watchImage(ORIGINAL, { complete: true, naturalWidth: 320, currentSrc: 'https://proxy.example/p.webp' });
    expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: ORIGINAL });
  });

  it('lets go of an image once its address has loaded', () => {
    const { deps } = fakeDeps();
    const sources = createMediaSources(deps);
    const image = { complete: false, naturalWidth: 0, currentSrc: '' };
    sources.watchImage(ORIGINAL, image);
    sources.loaded(REF, ORIGINAL);
    // Another element of the address failing later is told by its own error event.
    Object.assign(image, BROKEN);
    expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: ORIGINAL });
  });

  it('reads the image of a remembered copy found broken as that copy failing', async () => {
    const sources = createMediaSources(fakeDeps(await rememberedCopy()).deps);
    expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: COPY_A });
    sources.watchImage(COPY_A, BROKEN);
    expect(sources.statusOf(REF)).not.toEqual({ state: 'loading', url: COPY_A });
  });

  it('moves an element whose remembered copy another element found broken on to the next copy', async () => {
    const sources = createMediaSources(fakeDeps(await rememberedCopy()).deps);
    sources.watchImage(COPY_A, BROKEN);
    sources.failed(REF, COPY_A);
    await vi.waitFor(() => expect(sources.statusOf(REF)).toEqual({ state: 'loading', url: COPY_B }));
  });
});
