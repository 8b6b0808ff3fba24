import { useState } from 'react';
import { config } from '../config';
import { blurhashPreviewUrl } from '../core/blurhash-preview';
import { proxiedImageUrl, widthFor } from '../core/image-proxy';
import type { MediaItem } from '../core/types';

export interface FittedImageProps {
  item: MediaItem;
  alt: string;
  className?: string;
  onLoad?: () => void;
  onError?: () => void;
}

/** A whole picture fitted to the screen, at a proxied size that fits it, never the original. */
export function FittedImage({ item, alt, className, onLoad, onError }: FittedImageProps) {
  const [loaded, setLoaded] = useState(false);
  const width = widthFor(Math.max(window.innerWidth, window.innerHeight), window.devicePixelRatio);
  const src = proxiedImageUrl(item.url, width, config.imageProxy) ?? item.url;
  const preview = item.blurhash ? blurhashPreviewUrl(item.blurhash) : undefined;
  return (
    <>
      {preview && !loaded && <div className="fitted-image__blur" style={{ backgroundImage: `url("${preview}")` }} aria-hidden="true" />}
      <img
        className={className ?? 'scroll-item__media'}
        src={src}
        alt={alt}
        decoding="async"
        referrerPolicy="no-referrer"
        onLoad={() => {
          setLoaded(true);
          onLoad?.();
        }}
        onError={onError}
      />
    </>
  );
}
