import { memo, useState } from 'react';
import { config } from '../config';
import { imageSrcSet, proxiedImageUrl } from '../core/image-proxy';
import type { MediaItem } from '../core/types';
import { BlurhashCanvas } from './blurhash-canvas';
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

/** A picture through the image proxy, with its blurhash shown until it has loaded. */
export const MediaImage = memo(function MediaImage({ item, sizes, width, alt, eager, onError }: MediaImageProps) {
  const [loaded, setLoaded] = useState(false);
  const src = proxiedImageUrl(item.url, width, config.imageProxy) ?? item.url;
  const srcSet = imageSrcSet(item.url, config.imageProxy) || undefined;
  return (
    <div className="media-image">
      {item.blurhash && !loaded && <BlurhashCanvas hash={item.blurhash} className="media-image__blur" />}
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
        onLoad={() => setLoaded(true)}
        onError={onError}
      />
    </div>
  );
});
