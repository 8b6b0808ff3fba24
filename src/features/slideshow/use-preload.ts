import { useEffect, useEffectEvent } from 'react';
import { proxiedImageUrl, widthFor } from '../../core/media';
import type { MediaItem } from '../../core/types';
import { useImageProxy } from '../../hooks/use-image-proxy';
import { useMediaSource } from '../../hooks/use-media-source';

/**
 * Fetches the next slide's picture early (a video's poster: the video itself loads when its
 * slide comes, so the slideshow holds one video element at most), at the size the slideshow will ask for, from
 * where its slide will load it (docs/data-and-requests.md, Media recovery). A failure
 * counts as the slide's own would: by its turn the slide loads a copy, or is skipped at
 * once when none is left.
 */
export function usePreload(item: MediaItem | undefined): void {
  const poster = item?.type === 'video' && item.poster ? { url: item.poster, authorId: item.authorId } : undefined;
  const source = useMediaSource(item?.type === 'video' ? poster : item);
  const proxy = useImageProxy();
  const loaded = useEffectEvent(() => source.onLoad());
  const failed = useEffectEvent(() => source.onError());
  const { url } = source;
  useEffect(() => {
    if (!url) return undefined;
    const width = widthFor(Math.max(window.innerWidth, window.innerHeight), window.devicePixelRatio);
    const src = proxiedImageUrl(url, width, proxy);
    if (!src) return undefined;
    // As the slide's <img> asks for it: a request with another referrer policy is not reused.
    const image = new Image();
    image.referrerPolicy = 'no-referrer';
    image.onload = () => loaded();
    image.onerror = () => failed();
    image.src = src;
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [url, proxy]);
}
