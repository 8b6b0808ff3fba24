import { decode } from 'blurhash';
import { useEffect, useRef } from 'react';

const SIZE = 32;

/** The blurred preview of a picture while it loads (NIP-68/NIP-94 `blurhash`). */
export function BlurhashCanvas({ hash, className }: { hash: string; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    try {
      const pixels = decode(hash, SIZE, SIZE);
      const image = context.createImageData(SIZE, SIZE);
      image.data.set(pixels);
      context.putImageData(image, 0, 0);
    } catch {
      // an invalid blurhash from an event just leaves the neutral background
    }
  }, [hash]);

  return <canvas ref={canvas} width={SIZE} height={SIZE} className={className} aria-hidden="true" />;
}
