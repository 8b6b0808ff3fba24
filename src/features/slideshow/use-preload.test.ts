// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../config';
import { proxiedImageUrl, widthFor } from '../../core/media';
import type { MediaItem } from '../../core/types';
import { blobCopies } from '../../nostr/blob-copies';
import { usePreload } from './use-preload';
import { pictureOf } from '../../../tests/support/media-item';

vi.mock('../../nostr/blob-copies', () => ({ blobCopies: vi.fn() }));

/** The pictures asked for, as the browser's Image objects would be. */
const requested: FakeImage[] = [];

class FakeImage {
  src = '';
  referrerPolicy = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    requested.push(this);
  }
}

function slide(name: string): MediaItem {
  const post = { id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 20, created_at: 1_700_000_000, tags: [], content: '' };
  return pictureOf(post, `https://dead.example/${name}.jpg`, { hash: 'c'.repeat(64) });
}

/** The address the slideshow asks for a picture at: the screen's longer side. */
const atSlideSize = (url: string): string | undefined =>
  proxiedImageUrl(url, widthFor(Math.max(window.innerWidth, window.innerHeight), window.devicePixelRatio), config.imageProxy);

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal('Image', FakeImage);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('usePreload', () => {
  it("asks for a video's poster, never the video file, which its slide's one element loads", () => {
    const video: MediaItem = {
      ...slide('clip'),
      type: 'video',
      url: 'https://dead.example/clip.mp4',
      poster: 'https://dead.example/clip.jpg',
    };
    renderHook(() => usePreload(video));
    expect(requested.map((image) => image.src)).toEqual([atSlideSize('https://dead.example/clip.jpg')]);
    requested.length = 0;
    renderHook(() => usePreload({ ...video, poster: undefined }));
    expect(requested).toEqual([]);
  });

  it("asks for the next slide's picture at the size its slide will ask for, with no referrer", () => {
    renderHook(() => usePreload(slide('next')));
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatchObject({ src: atSlideSize('https://dead.example/next.jpg'), referrerPolicy: 'no-referrer' });
  });

  it('asks for nothing when there is no next slide', () => {
    renderHook(() => usePreload(undefined));
    expect(requested).toEqual([]);
  });

  it("counts a failure and a load as the slide's own: a copy is asked for next, and remembered once it loads", async () => {
    vi.useFakeTimers();
    const next = slide('moved');
    const copy = 'https://copy.example/moved.jpg';
    vi.mocked(blobCopies).mockResolvedValue([next.url, copy]);
    renderHook(() => usePreload(next));
    act(() => requested[0]?.onerror?.());
    await act(() => vi.dynamicImportSettled());
    expect(requested.map((image) => image.src)).toEqual([atSlideSize(next.url), atSlideSize(copy)]);

    act(() => requested[1]?.onload?.());
    // What a visit learnt is written a moment later (stores/media-sources.ts).
    vi.runOnlyPendingTimers();
    expect(localStorage.getItem('diorama-media-memory')).toContain(copy);
  });

  it('stops listening to a request for a slide no longer next', () => {
    const { rerender } = renderHook(({ item }) => usePreload(item), { initialProps: { item: slide('first') } });
    rerender({ item: slide('second') });
    expect(requested[0]?.onload).toBeNull();
    expect(requested[0]?.onerror).toBeNull();
    expect(requested[1]?.onload).toEqual(expect.any(Function));
  });
});
