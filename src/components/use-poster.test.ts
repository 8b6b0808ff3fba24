// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config';
import { proxiedImageUrl } from '../core/media';
import { blobCopies } from '../nostr/blob-copies';
import { mediaSources } from '../stores/media-sources';
import { settingsActions } from '../stores/settings-store';
import { usePoster } from './use-poster';

vi.mock('../nostr/blob-copies', () => ({ blobCopies: vi.fn() }));

const copiesOf = vi.mocked(blobCopies);
const copyOf = (url: string): string => url.replace('.example/', '.copies.example/');

const AUTHOR = 'cd'.repeat(32);

/** The browser's picture loader (components/picture-probe.ts): a fake the test answers for. */
class FakeImage {
  static made: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';

  constructor() {
    FakeImage.made.push(this);
  }
}

/** The picture asked for at `address`, answered as the network would. */
function picture(address: string) {
  const image = FakeImage.made.find((made) => made.src === address);
  if (!image) throw new Error(`no picture asked for at ${address}`);
  return {
    loads: (): void => act(() => image.onload?.()),
    fails: (): void => act(() => image.onerror?.()),
  };
}

/**
 * A poster on a host of its own: the probes and the media store keep what they learn for
 * the visit, so each test names its own. Its 64-hex file name is a hash its copies are found by.
 */
const posterAt = (test: string): string => `https://${test}.example/${'12'.repeat(32)}.jpg`;
/** A poster whose address names no hash: it has no copies. */
const plainPosterAt = (test: string): string => `https://${test}.example/poster.jpg`;

/** Through the configured image proxy: a box of 300 CSS pixels at 2 device pixels each needs the 800 px width. */
function proxied(url: string, width = 800): string {
  const address = proxiedImageUrl(url, width, config.imageProxy);
  if (!address) throw new Error(`no proxy address for ${url}`);
  return address;
}

function poster(url: string | undefined, side = 300) {
  return renderHook((props: { side: number }) => usePoster(url, AUTHOR, props.side), { initialProps: { side } });
}

/** Lets the lookup of copies (a chunk of its own) answer. */
const lookupsAnswered = (): Promise<void> => act(() => vi.dynamicImportSettled());

beforeEach(() => {
  FakeImage.made = [];
  vi.stubGlobal('Image', FakeImage);
  vi.stubGlobal('devicePixelRatio', 2);
  copiesOf.mockReset();
  copiesOf.mockImplementation(async (ref) => [ref.url, copyOf(ref.url)]);
});
afterEach(() => {
  cleanup();
  settingsActions.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('usePoster', () => {
  it('asks for nothing without a poster', () => {
    const { result } = poster(undefined);
    expect(result.current).toBeUndefined();
    expect(FakeImage.made).toEqual([]);
  });

  it('fetches the poster through the image proxy at the width its box needs, and hands it over once loaded', () => {
    expect(config.imageProxy.kind).not.toBe('none');
    const loaded = vi.spyOn(mediaSources, 'loaded');
    const url = posterAt('through-proxy');
    const address = proxied(url);
    const { result } = poster(url);
    expect(FakeImage.made.map((image) => image.src)).toEqual([address]);
    expect(result.current).toBeUndefined();

    picture(proxied(url)).loads();
    expect(result.current).toBe(address);
    expect(loaded).toHaveBeenCalledWith({ url, authorId: AUTHOR }, url);
  });

  it('fetches the original where the visitor turned the image proxy off', () => {
    settingsActions.change({ imageProxy: 'none' });
    const url = posterAt('no-proxy');
    const { result } = poster(url);
    picture(url).loads();
    expect(result.current).toBe(url);
  });

  it('fetches a copy of a poster that failed, through the image proxy', async () => {
    const loaded = vi.spyOn(mediaSources, 'loaded');
    const url = posterAt('copied');
    const { result } = poster(url);
    picture(proxied(url)).fails();
    await lookupsAnswered();
    expect(copiesOf).toHaveBeenCalledWith({ url, authorId: AUTHOR });
    expect(result.current).toBeUndefined();

    const copy = copyOf(url);
    picture(proxied(copy)).loads();
    expect(result.current).toBe(proxied(copy));
    expect(loaded).toHaveBeenCalledWith({ url, authorId: AUTHOR }, copy);
  });

  it('leaves out a poster that fails everywhere', async () => {
    const url = plainPosterAt('gone');
    const { result } = poster(url);
    picture(proxied(url)).fails();
    await lookupsAnswered();
    expect(result.current).toBeUndefined();
    expect(FakeImage.made).toHaveLength(1);
    expect(mediaSources.statusOf({ url, authorId: AUTHOR })).toEqual({ state: 'gone' });
  });

  it('hands over a poster for a larger box only once that size has loaded', () => {
    const url = posterAt('resized');
    const { result, rerender } = poster(url);
    picture(proxied(url)).loads();
    expect(result.current).toBe(proxied(url));

    // 600 CSS pixels at 2 device pixels each need the 1920 px width.
    rerender({ side: 600 });
    expect(result.current).toBeUndefined();
    picture(proxied(url, 1920)).loads();
    expect(result.current).toBe(proxied(url, 1920));
  });

  it('stops waiting for an address it no longer shows', () => {
    const loaded = vi.spyOn(mediaSources, 'loaded');
    const url = posterAt('resized-early');
    const { result, rerender } = poster(url);
    rerender({ side: 600 });

    picture(proxied(url)).loads();
    expect(result.current).toBeUndefined();
    expect(loaded).not.toHaveBeenCalled();

    picture(proxied(url, 1920)).loads();
    expect(result.current).toBe(proxied(url, 1920));
    expect(loaded).toHaveBeenCalledOnce();
  });
});
