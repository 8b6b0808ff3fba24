import { useEffect } from 'react';
import { config } from '../../config';
import { proxiedImageUrl, widthFor } from '../../core/image-proxy';
import type { MediaItem } from '../../core/types';

/** Fetches the next slide's picture early, at the size the slideshow will ask for. */
export function usePreload(item: MediaItem | undefined): void {
  useEffect(() => {
    if (!item) return;
    const width = widthFor(Math.max(window.innerWidth, window.innerHeight), window.devicePixelRatio);
    const src = proxiedImageUrl(item.url, width, config.imageProxy);
    if (src) new Image().src = src;
  }, [item]);
}
