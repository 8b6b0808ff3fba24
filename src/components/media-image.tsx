import { memo, useMemo, useState } from 'react';
import { config } from '../config';
import { blurhashAverageColor } from '../core/blurhash-preview';
import { imageSrcSet, proxiedImageUrl } from '../core/image-proxy';
import type { MediaItem } from '../core/types';
import './media-image.css';

export interface MediaImageProps {
  item: MediaItem;
  /** The CSS width the image is shown at, for `sizes`. */
  sizes: string;
  /** Proxied width used as the fallback `src`. */
  width: number;
  alt: string;
  eager?: boolean;
  onError?: () => void;
}

/** A picture through the image proxy, over its blurhash colour. */
export const MediaImage = memo(function MediaImage({ item, sizes, width, alt, eager, onError }: MediaImageProps) {
  const src = useMemo(() => proxiedImageUrl(item.url, width, config.imageProxy) ?? item.url, [item.url, width]);
  // Per picture: the grid reuses this element for the next picture while scrolling.
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const loaded = loadedSrc === src;
  const srcSet = useMemo(() => imageSrcSet(item.url, config.imageProxy) || undefined, [item.url]);
  // The picture's average colour sits behind it until it has loaded.
  const color = item.blurhash ? blurhashAverageColor(item.blurhash) : undefined;
  return (
    <div className="media-image" style={color ? { backgroundColor: color } : undefined}>
      <img
        className={loaded ? 'media-image__img is-loaded' : 'media-image__img'}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : 'auto'}
        referrerPolicy="no-referrer"
        onLoad={() => setLoadedSrc(src)}
        onError={onError}
      />
    </div>
  );
});
