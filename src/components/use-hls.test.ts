// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HLS_MIME } from '../core/media';
import { useHls, type HlsHandlers } from './use-hls';

type ErrorListener = (event: string, data: { fatal: boolean }) => void;
const ERROR = 'hlsError';

/** hls.js: a fake that records what it is asked, and lets a test fire its error events. */
class FakeHls {
  static supported = true;
  static readonly Events = { ERROR };
  static made: FakeHls[] = [];
  static isSupported(): boolean {
    return FakeHls.supported;
  }

  readonly config: unknown;
  media: HTMLMediaElement | undefined;
  source: string | undefined;
  destroyed = 0;
  private readonly errorListeners: ErrorListener[] = [];

  constructor(config: unknown) {
    this.config = config;
    FakeHls.made.push(this);
  }

  on(event: string, listener: ErrorListener): void {
    if (event === ERROR) this.errorListeners.push(listener);
  }

  attachMedia(media: HTMLMediaElement): void {
    this.media = media;
  }

  loadSource(url: string): void {
    this.source = url;
  }

  destroy(): void {
    this.destroyed += 1;
  }

  /** hls.js reports an error: a fatal one, or one it recovers from itself. */
  fail(fatal: boolean): void {
    for (const listener of this.errorListeners) listener(ERROR, { fatal });
  }
}

/** The hls.js chunk: how often it was loaded in this test, and whether loading it fails. */
const chunk = { loads: 0, fails: false };

const PLAYLIST = 'https://video.example/stream/master.m3u8';
const OTHER_PLAYLIST = 'https://video.example/other/master.m3u8';

/** What the browser offers: Media Source Extensions (where hls.js plays), and HLS of its own. */
function browser({ mse, nativeHls }: { mse: boolean; nativeHls: boolean }): void {
  if (mse) vi.stubGlobal('MediaSource', class {});
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (nativeHls && type === HLS_MIME ? 'maybe' : ''));
}

/** The hook playing `url` in `video`, with handlers that record their calls. */
function play(video: HTMLVideoElement | null, url: string | undefined) {
  const on = { onError: vi.fn<HlsHandlers['onError']>(), onUnsupported: vi.fn<HlsHandlers['onUnsupported']>() };
  const rendered = renderHook((props: { video: HTMLVideoElement | null; url: string | undefined }) => useHls(props.video, props.url, on), {
    initialProps: { video, url },
  });
  return { ...rendered, ...on };
}

/** Lets the hls.js chunk load and the hook act on it. */
const hlsLoaded = (): Promise<void> => act(() => vi.dynamicImportSettled());

/** The one hls.js instance made so far. */
function onlyPlayer(): FakeHls {
  expect(FakeHls.made).toHaveLength(1);
  const [player] = FakeHls.made;
  if (!player) throw new Error('no hls.js instance');
  return player;
}

beforeEach(() => {
  chunk.loads = 0;
  chunk.fails = false;
  // Registered anew for each test, so each test loads the chunk afresh.
  vi.doMock('hls.js', () => {
    chunk.loads += 1;
    if (chunk.fails) throw new Error('Failed to fetch dynamically imported module');
    return { default: FakeHls };
  });
  FakeHls.supported = true;
  FakeHls.made = [];
});
afterEach(() => {
  cleanup();
  vi.doUnmock('hls.js');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useHls', () => {
  it('loads nothing, not even hls.js, without a playlist', async () => {
    browser({ mse: true, nativeHls: false });
    const { result, onError, onUnsupported } = play(document.createElement('video'), undefined);
    await hlsLoaded();
    expect(result.current).toBe('pending');
    expect(chunk.loads).toBe(0);
    expect(FakeHls.made).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    expect(onUnsupported).not.toHaveBeenCalled();
  });

  it('plays through hls.js where MSE exists, capped to the player size', async () => {
    browser({ mse: true, nativeHls: true });
    const video = document.createElement('video');
    const { result, onError, onUnsupported } = play(video, PLAYLIST);
    expect(result.current).toBe('pending');
    await hlsLoaded();
    expect(result.current).toBe('hls.js');
    const player = onlyPlayer();
    expect(player.config).toEqual({ capLevelToPlayerSize: true });
    expect(player.media).toBe(video);
    expect(player.source).toBe(PLAYLIST);
    expect(onError).not.toHaveBeenCalled();
    expect(onUnsupported).not.toHaveBeenCalled();
  });

  it('waits for its element before loading hls.js', async () => {
    browser({ mse: true, nativeHls: false });
    const { result, rerender } = play(null, PLAYLIST);
    await hlsLoaded();
    expect(result.current).toBe('pending');
    expect(chunk.loads).toBe(0);

    const video = document.createElement('video');
    rerender({ video, url: PLAYLIST });
    await hlsLoaded();
    expect(result.current).toBe('hls.js');
    expect(onlyPlayer().media).toBe(video);
  });

  it('gives the browser the playlist itself where MSE is missing and it plays HLS, without hls.js', async () => {
    browser({ mse: false, nativeHls: true });
    const { result, onUnsupported } = play(document.createElement('video'), PLAYLIST);
    expect(result.current).toBe('native');
    await hlsLoaded();
    expect(result.current).toBe('native');
    expect(chunk.loads).toBe(0);
    expect(onUnsupported).not.toHaveBeenCalled();
  });

  it('reports HLS unsupported where there is neither MSE nor HLS of the browser', async () => {
    browser({ mse: false, nativeHls: false });
    const { result, onUnsupported, onError } = play(document.createElement('video'), PLAYLIST);
    await hlsLoaded();
    expect(result.current).toBe('pending');
    expect(onUnsupported).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
    expect(chunk.loads).toBe(0);
  });

  it("uses the browser's HLS when hls.js says it cannot play here", async () => {
    browser({ mse: true, nativeHls: true });
    FakeHls.supported = false;
    const { result, onUnsupported } = play(document.createElement('video'), PLAYLIST);
    expect(result.current).toBe('pending');
    await hlsLoaded();
    expect(result.current).toBe('native');
    expect(FakeHls.made).toEqual([]);
    expect(onUnsupported).not.toHaveBeenCalled();
  });

  it('reports HLS unsupported when neither hls.js nor the browser can play it', async () => {
    browser({ mse: true, nativeHls: false });
    FakeHls.supported = false;
    const { result, onUnsupported } = play(document.createElement('video'), PLAYLIST);
    await hlsLoaded();
    expect(result.current).toBe('pending');
    expect(FakeHls.made).toEqual([]);
    expect(onUnsupported).toHaveBeenCalledOnce();
  });

  it('reports HLS unsupported when hls.js could not be loaded', async () => {
    browser({ mse: true, nativeHls: false });
    chunk.fails = true;
    const { result, onUnsupported, onError } = play(document.createElement('video'), PLAYLIST);
    await hlsLoaded();
    expect(chunk.loads).toBe(1);
    expect(result.current).toBe('pending');
    expect(onUnsupported).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it('destroys the instance and reports the failure once on a fatal error, and ignores the errors hls.js recovers from', async () => {
    browser({ mse: true, nativeHls: false });
    const { onError, unmount } = play(document.createElement('video'), PLAYLIST);
    await hlsLoaded();
    const player = onlyPlayer();

    act(() => player.fail(false));
    expect(player.destroyed).toBe(0);
    expect(onError).not.toHaveBeenCalled();

    act(() => player.fail(true));
    expect(player.destroyed).toBe(1);
    expect(onError).toHaveBeenCalledOnce();

    act(() => player.fail(true));
    unmount();
    expect(onError).toHaveBeenCalledOnce();
    expect(player.destroyed).toBe(1);
  });

  it('destroys the instance when the address changes, and plays the new address once attached', async () => {
    browser({ mse: true, nativeHls: false });
    const video = document.createElement('video');
    const { result, rerender, onError } = play(video, PLAYLIST);
    await hlsLoaded();
    const first = onlyPlayer();

    rerender({ video, url: OTHER_PLAYLIST });
    expect(first.destroyed).toBe(1);
    expect(result.current).toBe('pending');
    await hlsLoaded();
    expect(result.current).toBe('hls.js');
    expect(FakeHls.made).toHaveLength(2);
    expect(FakeHls.made[1]).toMatchObject({ media: video, source: OTHER_PLAYLIST, destroyed: 0 });

    // The old instance's late failure is not the new address's.
    act(() => first.fail(true));
    expect(onError).not.toHaveBeenCalled();
    expect(first.destroyed).toBe(1);
  });

  it('destroys the instance when the element changes, and on unmount', async () => {
    browser({ mse: true, nativeHls: false });
    const { rerender, unmount } = play(document.createElement('video'), PLAYLIST);
    await hlsLoaded();
    const first = onlyPlayer();

    const next = document.createElement('video');
    rerender({ video: next, url: PLAYLIST });
    expect(first.destroyed).toBe(1);
    await hlsLoaded();
    const second = FakeHls.made[1];
    expect(second).toMatchObject({ media: next, source: PLAYLIST, destroyed: 0 });

    unmount();
    expect(second?.destroyed).toBe(1);
  });

  it('attaches nothing once unmounted before hls.js has loaded', async () => {
    browser({ mse: true, nativeHls: false });
    const { unmount, onError, onUnsupported } = play(document.createElement('video'), PLAYLIST);
    unmount();
    await hlsLoaded();
    expect(FakeHls.made).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    expect(onUnsupported).not.toHaveBeenCalled();
  });
});
