// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem, NostrEvent, VideoVariant } from '../core/types';
import { HLS_MIME } from '../core/media';
import { STALLED_AFTER_MS } from '../hooks/use-media-source';
import { blobCopies } from '../nostr/blob-copies';
import { mediaSources } from '../stores/media-sources';
import { pictureOf } from '../../tests/support/media-item';
import { useVideoSource, type VideoSourceOptions } from './use-video-source';

vi.mock('../nostr/blob-copies', () => ({ blobCopies: vi.fn() }));

const copiesOf = vi.mocked(blobCopies);
const copyOf = (url: string): string => url.replace('.example/', '.copies.example/');

const AUTHOR = 'cd'.repeat(32);
const POST: NostrEvent = { id: 'ef'.repeat(32), pubkey: AUTHOR, kind: 21, created_at: 1_700_000_000, tags: [], content: '' };

/**
 * A rendition on a host of its own: the media store keeps what it learns of files and
 * hosts for the visit, so each test names its own.
 */
function rendition(test: string, name: string, side: number, extra: Partial<VideoVariant> = {}): VideoVariant {
  return {
    url: `https://${test}-${name}.example/video.mp4`,
    width: side,
    height: Math.round((side * 9) / 16),
    mime: 'video/mp4',
    ...extra,
  };
}

/** An HLS playlist, known as one by its declared type alone. */
function playlist(test: string, side: number): VideoVariant {
  return {
    url: `https://${test}-hls.example/stream/master`,
    width: side,
    height: Math.round((side * 9) / 16),
    mime: 'application/x-mpegURL',
  };
}

function video(variants: VideoVariant[]): MediaItem {
  const [first] = variants;
  if (!first) throw new Error('a video has a file');
  return pictureOf(POST, first.url, { type: 'video', variants });
}

function source(item: MediaItem, options: VideoSourceOptions = {}) {
  const onGiveUp = vi.fn();
  const rendered = renderHook((props: VideoSourceOptions) => useVideoSource(item, onGiveUp, props), { initialProps: options });
  return { onGiveUp, ...rendered };
}

/** Lets the lookup of copies (a chunk of its own) answer. */
const lookupsAnswered = (): Promise<void> => act(() => vi.dynamicImportSettled());

beforeEach(() => {
  copiesOf.mockReset();
  copiesOf.mockImplementation(async (ref) => [ref.url, copyOf(ref.url)]);
  // A 1200 × 800 window at one device pixel per CSS pixel, playing MP4 and HLS.
  vi.stubGlobal('innerWidth', 1200);
  vi.stubGlobal('innerHeight', 800);
  vi.stubGlobal('devicePixelRatio', 1);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'video/mp4' || type === HLS_MIME ? 'maybe' : '',
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useVideoSource', () => {
  it("chooses the rendition for the window's long side, or for the box it is shown in", () => {
    const small = rendition('sizes', 'small', 640);
    const medium = rendition('sizes', 'medium', 1280);
    const large = rendition('sizes', 'large', 1920);
    const item = video([large, small, medium]);

    const { result, rerender } = source(item);
    expect(result.current).toMatchObject({ variant: medium, url: medium.url, hls: false });

    rerender({ boxSide: 300 });
    expect(result.current).toMatchObject({ variant: small, url: small.url, hls: false });
  });

  it('chooses an HLS playlist when it is the best, and leaves playlists out for the grid', () => {
    const stream = playlist('grid', 1920);
    const file = rendition('grid', 'file', 640);
    const item = video([stream, file]);

    const { result, rerender } = source(item);
    expect(result.current).toMatchObject({ variant: stream, url: stream.url, hls: true });

    rerender({ withoutHls: true });
    expect(result.current).toMatchObject({ variant: file, url: file.url, hls: false });
  });

  it('chooses nothing for the grid when every rendition is a playlist, and does not give the video up', () => {
    const { result, onGiveUp } = source(video([playlist('only-hls', 1280)]), { withoutHls: true });
    expect(result.current).toMatchObject({ variant: undefined, url: undefined, hls: false });
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('tries the copies of a failed rendition, then the next best rendition, and gives up once none is left', async () => {
    const best = rendition('fails', 'best', 1280, { hash: 'ab'.repeat(32) });
    const next = rendition('fails', 'next', 640);
    const { result, onGiveUp } = source(video([next, best]));
    expect(result.current).toMatchObject({ variant: best, url: best.url });

    act(() => result.current.onError());
    await lookupsAnswered();
    expect(copiesOf).toHaveBeenCalledWith({ url: best.url, hash: best.hash, mime: best.mime, authorId: AUTHOR });
    expect(result.current).toMatchObject({ variant: best, url: copyOf(best.url) });

    act(() => result.current.onError());
    await lookupsAnswered();
    expect(result.current).toMatchObject({ variant: next, url: next.url });
    expect(onGiveUp).not.toHaveBeenCalled();

    // Without a hash it has no copies: its own address failing is the end of it.
    act(() => result.current.onError());
    await lookupsAnswered();
    expect(onGiveUp).toHaveBeenCalledOnce();
  });

  it('skips a rendition that cannot be played here without counting its address as failed', async () => {
    const best = rendition('skipped', 'best', 1280, { hash: 'ab'.repeat(32) });
    const next = rendition('skipped', 'next', 640);
    const { result, onGiveUp } = source(video([best, next]));

    act(() => result.current.skip());
    await lookupsAnswered();
    expect(result.current).toMatchObject({ variant: next, url: next.url });
    expect(mediaSources.statusOf({ url: best.url, hash: best.hash, authorId: AUTHOR })).toEqual({ state: 'loading', url: best.url });
    expect(copiesOf).not.toHaveBeenCalled();
    expect(onGiveUp).not.toHaveBeenCalled();

    act(() => result.current.skip());
    expect(onGiveUp).toHaveBeenCalledOnce();
  });

  it('does not give the video up when the grid skips its last file while a playlist may play elsewhere', () => {
    const file = rendition('playlist-left', 'file', 640);
    const { result, onGiveUp } = source(video([playlist('playlist-left', 1280), file]), { withoutHls: true });
    expect(result.current.variant).toBe(file);

    act(() => result.current.skip());
    expect(result.current).toMatchObject({ variant: undefined, url: undefined });
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('leaves a rendition that does not answer in time for a copy, only while watched', async () => {
    vi.useFakeTimers();
    const file = rendition('stalls', 'file', 1280, { hash: 'ab'.repeat(32) });
    const { result, rerender } = source(video([file]));
    act(() => vi.advanceTimersByTime(STALLED_AFTER_MS * 2));
    await lookupsAnswered();
    expect(result.current.url).toBe(file.url);

    rerender({ watched: true });
    act(() => vi.advanceTimersByTime(STALLED_AFTER_MS));
    await lookupsAnswered();
    expect(result.current).toMatchObject({ variant: file, url: copyOf(file.url) });
  });

  it('keeps a rendition that has loaded, however long it took', async () => {
    vi.useFakeTimers();
    const file = rendition('slow', 'file', 1280, { hash: 'ab'.repeat(32) });
    const { result } = source(video([file]), { watched: true });
    act(() => result.current.onLoad());
    act(() => vi.advanceTimersByTime(STALLED_AFTER_MS));
    await lookupsAnswered();
    expect(result.current.url).toBe(file.url);
  });
});
