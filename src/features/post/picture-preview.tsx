import { useEffect, useRef } from 'react';

/**
 * The prepared picture's thumbnail, from a `blob:` address made for it and let go when it
 * leaves the screen. Set on the element itself: the address is a resource to release, not
 * state to render from.
 */
export function PicturePreview({ bytes, mime }: { bytes: Uint8Array<ArrayBuffer>; mime: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([bytes], { type: mime }));
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [bytes, mime]);
  return <img ref={image} alt="" />;
}
