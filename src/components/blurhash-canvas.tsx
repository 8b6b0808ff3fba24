import { decode } from 'blurhash';
import { useEffect, useRef } from 'react';

/**
 * A blurhash has at most 9x9 components, so an 8x8 decode scaled up by the browser looks
 * the same as a large one, at a sixteenth of the cost of 32x32: a screen of tiles decodes
 * in a few milliseconds instead of delaying the pictures behind it.
 */
const SIZE = 8;
const CACHE_LIMIT = 500;
/** Tiles unmount and remount while scrolling; each hash is decoded once. */
const decoded = new Map<string, Uint8ClampedArray | null>();

function pixelsOf(hash: string): Uint8ClampedArray | null {
  let pixels = decoded.get(hash);
  if (pixels === undefined) {
    try {
      pixels = decode(hash, SIZE, SIZE);
    } catch {
      // an invalid blurhash from an event just leaves the neutral background
      pixels = null;
    }
    if (decoded.size >= CACHE_LIMIT) decoded.delete(decoded.keys().next().value ?? '');
    decoded.set(hash, pixels);
  }
  return pixels;
}

/** The blurred preview of a picture while it loads (NIP-68/NIP-94 `blurhash`). */
export function BlurhashCanvas({ hash, className }: { hash: string; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    const pixels = pixelsOf(hash);
    if (!context || !pixels) return;
    const image = context.createImageData(SIZE, SIZE);
    image.data.set(pixels);
    context.putImageData(image, 0, 0);
  }, [hash]);

  return <canvas ref={canvas} width={SIZE} height={SIZE} className={className} aria-hidden="true" />;
}
