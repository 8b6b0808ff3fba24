import { memo, useMemo } from 'react';
import { blurhashAverageColor, pictureSources } from '../core/media';
import type { MediaItem } from '../core/types';
import { useImageProxy } from '../hooks/use-image-proxy';
import { useMediaSource } from '../hooks/use-media-source';
import './media-image.css';

export interface MediaImageProps {
  item: MediaItem;
  /** The CSS width the image is shown at, for `sizes`. */
  sizes: string;
  /** Proxied width used as the fallback `src`. */
  width: number;
  alt: string;
  /** On screen: loading now, and given up for a copy of the file if its host never answers. */
  eager?: boolean;
  /** Called once neither the file nor any copy of it could be loaded. */
  onError?: () => void;
  /** Content-warned or reported: drawn blurred from its first frame (docs/content-rules.md, Content warnings). */
  blurred?: boolean;
}

/**
 * A picture through the image proxy, over its blurhash colour. The browser paints it the
 * moment it has decoded it: no fade waits for a load event and a render of ours, which a
 * busy page delays.
 */
export const MediaImage = memo(function MediaImage({ item, sizes, width, alt, eager, onError, blurred }: MediaImageProps) {
  // The file's own address, or a copy of it on a Blossom server once that failed (docs/data-and-requests.md, Media recovery).
  const source = useMediaSource(item, onError, eager);
  const proxy = useImageProxy();
  const sources = useMemo(() => (source.url ? pictureSources(source.url, width, proxy) : undefined), [source.url, width, proxy]);
  // The picture's average colour sits behind it until it has loaded.
  const color = item.blurhash ? blurhashAverageColor(item.blurhash) : undefined;
  return (
    <div className="media-image" style={color ? { backgroundColor: color } : undefined}>
      {/* Only where the grid keeps a failed picture's place: the viewer had it on screen. */}
      {source.gone && <span className="media-image__gone">Picture unavailable</span>}
      {/* A new element per picture: the grid hands this tile on to the next picture while
          scrolling, and an <img> without a srcset (no image proxy) given a new address
          goes on showing the old picture until the new one has loaded. */}
      {sources && (
        <img
          key={sources.src}
          // The media sources read its failure once the browser finds it broken, before its error event.
          ref={source.watch}
          // Set as the element is made, so no frame of it is ever painted sharp.
          className={blurred ? 'media-image__img is-blurred' : 'media-image__img'}
          // Marks a warned picture even once shown, and a covered one: the next visit's first screen
          // leaves it out (hooks/use-first-screen.ts; docs/content-rules.md, Reported posts).
          data-content-warning={item.contentWarning !== undefined || blurred ? '' : undefined}
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.srcSet ? sizes : undefined}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          referrerPolicy="no-referrer"
          onLoad={source.onLoad}
          onError={source.onError}
        />
      )}
    </div>
  );
});
