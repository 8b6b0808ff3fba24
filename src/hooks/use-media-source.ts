import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { mediaSources, type MediaRef } from '../stores/media-sources';

export type { MediaRef };

export interface MediaSource {
  /** The address to load now; undefined while a copy is looked for, and once none is left. */
  url: string | undefined;
  /** The file and every copy of it failed. */
  gone: boolean;
  /** The element's error handler: moves on to the next copy. */
  onError(): void;
  /** The element's load handler: remembers a copy that worked. */
  onLoad(): void;
  /** A picture element's ref: its failure is read from it before its error event (stores/media-sources.ts, watchImage). */
  watch(image: HTMLImageElement | null): void;
}

/**
 * A host that never answers leaves an element waiting for minutes. One on screen that has
 * not loaded by then is given up for the next copy, when there is one.
 */
export const STALLED_AFTER_MS = 8_000;

/**
 * Where a picture or video is loaded from (stores/media-sources.ts): its own address, or a
 * copy of the file once that has failed. `onGiveUp` is called once every candidate has
 * failed. `watched` is whether the element is on screen and loading now, so that one that
 * never answers is given up after STALLED_AFTER_MS.
 */
export function useMediaSource(media: MediaRef | undefined, onGiveUp?: () => void, watched = false): MediaSource {
  // Callers build the reference in render; the file's own address is what identifies it.
  const key = media?.url;
  const latest = useRef(media);
  useEffect(() => {
    latest.current = media;
  });
  const stored = mediaSources.useStore((state) => (key ? state.sources[key] : undefined));
  const status = stored ?? (media ? mediaSources.statusOf(media) : undefined);
  const url = status?.state === 'loading' ? status.url : undefined;
  const gone = status?.state === 'gone';
  const looking = status?.state === 'looking';

  const giveUp = useEffectEvent(() => onGiveUp?.());
  // By file: a grid tile handed on to another file that is gone too gives that one up as well.
  useEffect(() => {
    if (gone) giveUp();
  }, [key, gone]);
  useEffect(() => {
    if (looking && latest.current) mediaSources.settle(latest.current);
  }, [key, looking]);

  useEffect(() => {
    if (!url || !watched) return undefined;
    const timer = setTimeout(() => {
      if (latest.current) mediaSources.stalled(latest.current, url);
    }, STALLED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key, url, watched]);

  const watch = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && url) mediaSources.watchImage(url, image);
    },
    [url],
  );

  return {
    url,
    gone,
    watch,
    onError: () => {
      if (media && url) mediaSources.failed(media, url);
    },
    onLoad: () => {
      if (media && url) mediaSources.loaded(media, url);
    },
  };
}
