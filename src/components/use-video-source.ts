import { useMemo, useState } from 'react';
import { chooseVariant, isHlsSource, variantsOf } from '../core/media';
import type { MediaItem, VideoVariant } from '../core/types';
import { useMediaSource } from '../hooks/use-media-source';
import { browserPlayback } from './playback-context';

export interface VideoSourceOptions {
  /** The long side of the box the video is shown in, CSS pixels; the window's by default. */
  boxSide?: number;
  /** Leave HLS playlists out: the grid never loads hls.js (docs/views-and-keys.md, Grid view). */
  withoutHls?: boolean;
  /** On screen and loading now: a host that never answers is given up for a copy. */
  watched?: boolean;
}

export interface VideoSource {
  /** The rendition chosen; undefined when none is left to try (or, without HLS, none is a file). */
  variant: VideoVariant | undefined;
  /** The address to load now (the rendition's own, or a copy of it). */
  url: string | undefined;
  /** The chosen rendition is an HLS playlist. */
  hls: boolean;
  /** The element's error handler. */
  onError(): void;
  /** The element's handler once the file's metadata has loaded. */
  onLoad(): void;
  /** The chosen rendition cannot be played here: try the next one, without counting its address as failed. */
  skip(): void;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Which file of a video to load (core/media/video-variant.ts), through useMediaSource. A
 * rendition that fails, with every copy of it, is left for the next best one; `onGiveUp`
 * is called once none is left.
 */
export function useVideoSource(item: MediaItem, onGiveUp: (() => void) | undefined, options: VideoSourceOptions = {}): VideoSource {
  const { boxSide, withoutHls = false, watched = false } = options;
  const [dropped, setDropped] = useState(NONE);
  const remaining = useMemo(
    () => variantsOf(item).filter((variant) => !dropped.has(variant.url) && !(withoutHls && isHlsSource(variant.url, variant.mime))),
    [item, dropped, withoutHls],
  );
  const variant = useMemo(() => chooseVariant(remaining, browserPlayback(boxSide)), [remaining, boxSide]);
  const skip = (): void => {
    if (!variant) return;
    // A playlist left out here still counts: the video is not gone while it may play elsewhere.
    const others = variantsOf(item).some((other) => other.url !== variant.url && !dropped.has(other.url));
    if (others) setDropped(new Set(dropped).add(variant.url));
    else onGiveUp?.();
  };
  const source = useMediaSource(
    variant && { url: variant.url, hash: variant.hash, mime: variant.mime, authorId: item.authorId },
    skip,
    watched,
  );
  return {
    variant,
    url: source.url,
    hls: variant !== undefined && isHlsSource(variant.url, variant.mime),
    onError: source.onError,
    onLoad: source.onLoad,
    skip,
  };
}
