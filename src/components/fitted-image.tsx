import { useState } from 'react';
import { blurhashPreviewUrl, proxiedImageUrl, widthFor } from '../core/media';
import type { MediaItem } from '../core/types';
import { useImageProxy } from '../hooks/use-image-proxy';
import { useMediaSource } from '../hooks/use-media-source';
import './fitted-image.css';

export interface FittedImageProps {
  item: MediaItem;
  alt: string;
  className?: string;
  /** On screen now: a host that never answers is given up for a copy of the file. */
  onScreen?: boolean;
  onLoad?: () => void;
  /** Called once neither the file nor any copy of it could be loaded. */
  onError?: () => void;
  /**
   * Content-warned (docs/content-rules.md, Content warnings): its blurhash preview stands
   * in for it, or without one it is drawn blurred, from its first frame either way.
   */
  blurred?: boolean;
}

/** A whole picture fitted to the screen, at a proxied size that fits it; the original only without a proxy (docs/settings.md, Image proxy). */
export function FittedImage({ item, alt, className, onScreen = true, onLoad, onError, blurred = false }: FittedImageProps) {
  const [loaded, setLoaded] = useState<string>();
  // The file's own address, or a copy of it on a Blossom server once that failed (docs/data-and-requests.md, Media recovery).
  const source = useMediaSource(item, onError, onScreen);
  const proxy = useImageProxy();
  const width = widthFor(Math.max(window.innerWidth, window.innerHeight), window.devicePixelRatio);
  const src = source.url && (proxiedImageUrl(source.url, width, proxy) ?? source.url);
  const preview = item.blurhash ? blurhashPreviewUrl(item.blurhash) : undefined;
  // The picture still loads while warned, hidden under its preview or blurred: the views
  // wait for its load, and "Show" then has it at once.
  const classes = [className ?? 'scroll-item__media', 'fitted-image', blurred && 'is-blurred', blurred && preview && 'is-covered'];
  return (
    <>
      {preview && (blurred || loaded !== src) && (
        <div className="fitted-image__blur" style={{ backgroundImage: `url("${preview}")` }} aria-hidden="true" />
      )}
      {src && (
        <img
          key={src}
          className={classes.filter(Boolean).join(' ')}
          src={src}
          alt={alt}
          decoding="async"
          referrerPolicy="no-referrer"
          onLoad={() => {
            setLoaded(src);
            source.onLoad();
            onLoad?.();
          }}
          onError={source.onError}
        />
      )}
    </>
  );
}
