import { useEffect } from 'react';
import { config } from '../../config';
import { proxiedImageUrl, widthFor } from '../../core/image-proxy';
import type { MediaItem } from '../../core/types';
import { mediaSources } from '../../stores/media-sources';

/**
 * Fetches the next slide's picture early, at the size the slideshow will ask for. A
 * failure counts as the slide's own would (docs/data-and-requests.md, Media recovery): by its turn
 * the slide loads a copy, or is skipped at once when none is left.
 */
export function usePreload(item: MediaItem | undefined): void {
  const status = mediaSources.useStore((state) => (item ? state.sources[item.url] : undefined));
  useEffect(() => {
    if (!item) return undefined;
    const current = status ?? mediaSources.statusOf(item);
    if (current.state === 'looking') mediaSources.settle(item);
    if (current.state !== 'loading') return undefined;
    const width = widthFor(Math.max(window.innerWidth, window.innerHeight), window.devicePixelRatio);
    const src = proxiedImageUrl(current.url, width, config.imageProxy);
    if (!src) return undefined;
    const image = new Image();
    image.referrerPolicy = 'no-referrer';
    image.onload = () => mediaSources.loaded(item, current.url);
    image.onerror = () => mediaSources.failed(item, current.url);
    image.src = src;
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [item, status]);
}
