/**
 * Asking for a picture ahead of its <img> (media-image.tsx), from the same files
 * (core/media/image-proxy.ts, pictureSources), so the browser hands the early response to it.
 */
import { pictureSources } from '../core/media';
import { currentImageProxy } from '../stores/applied-settings';

/**
 * Asks for pictures before their <img> elements exist (HTML's image preload). With the
 * srcset and `sizes` the <img> will have, the browser picks the same file for both and
 * the <img> takes it from the request already made. Returns a function removing the
 * requests' elements.
 */
export function preloadPictures(pictures: readonly { url: string; width: number; onError?: () => void }[], sizes: string): () => void {
  const links = pictures.map(({ url, width, onError }) => {
    const { src, srcSet } = pictureSources(url, width, currentImageProxy());
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = src;
    if (srcSet) {
      link.imageSrcset = srcSet;
      link.imageSizes = sizes;
    }
    link.fetchPriority = 'high';
    // As the <img> asks for it: a request with another referrer policy is not reused.
    link.referrerPolicy = 'no-referrer';
    // A failed preload is not handed to the <img>, which would ask again: say so first.
    if (onError) link.onerror = onError;
    return link;
  });
  document.head.append(...links);
  return () => {
    for (const link of links) link.remove();
  };
}
