import { useState } from 'react';
import { config } from '../config';
import { proxiedImageUrl, widthFor } from '../core/image-proxy';
import type { MediaItem } from '../core/types';
import { BlurhashCanvas } from './blurhash-canvas';

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
  return (
    <>
      {item.blurhash && !loaded && <BlurhashCanvas hash={item.blurhash} className="fitted-image__blur" />}
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
