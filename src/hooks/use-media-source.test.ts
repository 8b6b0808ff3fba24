// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markFailed, parseMediaMemory, serializeMediaMemory } from '../core/media';
import { blobCopies } from '../nostr/blob-copies';
import { STALLED_AFTER_MS, useMediaSource, type MediaRef } from './use-media-source';

vi.mock('../nostr/blob-copies', () => ({ blobCopies: vi.fn() }));

const copiesOf = vi.mocked(blobCopies);

/**
 * A file with a hash, so copies of it are looked for; each test its own, on a host of its
 * own, as the store keeps what it learns of files and hosts for the visit.
 */
function file(name: string): MediaRef {
  return { url: `https://${name}.dead.example/picture.jpg`, hash: 'ab'.repeat(32), authorId: 'cd'.repeat(32) };
}

const copyA = (ref: MediaRef): string => ref.url.replace('dead.example', 'a.example');
const copyB = (ref: MediaRef): string => ref.url.replace('dead.example', 'b.example');

/** An earlier visit found this file's own address dead (stores/media-sources.ts reads it on first use). */
const FAILED_BEFORE = file('failed-before');
const memory = parseMediaMemory(null, Date.now());
markFailed(memory, FAILED_BEFORE.url, Date.now());
localStorage.setItem('diorama-media-memory', serializeMediaMemory(memory));

/** Lets the lookup of copies (a chunk of its own, then the relays) answer. */
const lookupsAnswered = (): Promise<void> => act(() => vi.dynamicImportSettled());

function source(ref: MediaRef, watched = false) {
  const onGiveUp = vi.fn();
  const rendered = renderHook(({ watched }) => useMediaSource(ref, onGiveUp, watched), { initialProps: { watched } });
  return { onGiveUp, ...rendered };
}

beforeEach(() => {
  copiesOf.mockReset();
  copiesOf.mockImplementation(async (ref) => [ref.url, copyA(ref), copyB(ref)]);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useMediaSource', () => {
  it('loads the own address, moves through the copies on each error, then gives up once', async () => {
    const ref = file('every-copy-fails');
    const { result, onGiveUp } = source(ref);
    expect(result.current).toMatchObject({ url: ref.url, gone: false });
    expect(copiesOf).not.toHaveBeenCalled();

    act(() => result.current.onError());
    expect(result.current.url).toBeUndefined();
    await lookupsAnswered();
    expect(result.current.url).toBe(copyA(ref));

    act(() => result.current.onError());
    await lookupsAnswered();
    expect(result.current.url).toBe(copyB(ref));
    expect(onGiveUp).not.toHaveBeenCalled();

    act(() => result.current.onError());
    await lookupsAnswered();
    expect(result.current).toMatchObject({ url: undefined, gone: true });
    expect(onGiveUp).toHaveBeenCalledOnce();
  });

  it('gives every element showing the file the same address', async () => {
    const ref = file('shown-twice');
    const first = source(ref);
    const second = source(ref);
    act(() => first.result.current.onError());
    await lookupsAnswered();
    expect(second.result.current.url).toBe(copyA(ref));
  });

  it('looks for a copy at once for a file whose own address failed on an earlier visit', async () => {
    const { result } = source(FAILED_BEFORE);
    await lookupsAnswered();
    expect(result.current.url).toBe(copyA(FAILED_BEFORE));
  });

  it('leaves an address that has not answered in time for a copy, only while watched', async () => {
    vi.useFakeTimers();
    const ref = file('never-answers');
    const { result, rerender } = source(ref);
    act(() => vi.advanceTimersByTime(STALLED_AFTER_MS * 2));
    await lookupsAnswered();
    expect(result.current.url).toBe(ref.url);

    rerender({ watched: true });
    act(() => vi.advanceTimersByTime(STALLED_AFTER_MS - 1));
    await lookupsAnswered();
    expect(result.current.url).toBe(ref.url);
    act(() => vi.advanceTimersByTime(1));
    await lookupsAnswered();
    expect(result.current.url).toBe(copyA(ref));
  });

  it('keeps an address that has loaded, however long it took', async () => {
    vi.useFakeTimers();
    const ref = file('slow-but-there');
    const { result } = source(ref, true);
    act(() => result.current.onLoad());
    act(() => vi.advanceTimersByTime(STALLED_AFTER_MS));
    await lookupsAnswered();
    expect(result.current.url).toBe(ref.url);
  });
});
