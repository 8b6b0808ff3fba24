import { useEffect, useEffectEvent, useState } from 'react';
import { proxiedImageUrl, widthFor } from '../core/media';
import { useImageProxy } from '../hooks/use-image-proxy';
import { useMediaSource } from '../hooks/use-media-source';
import { probePicture } from './picture-probe';

/**
 * A video's poster (imeta `image`), through useMediaSource like every other file. The
 * `poster` attribute reports no failure, so the picture is fetched first and handed to
 * the element once it has loaded (then from the browser's cache); a poster that fails
 * everywhere is simply left out, the video itself is not given up. It is a picture, so it
 * comes through the image proxy at the size it is shown at (docs/data-and-requests.md, Image proxy).
 */
export function usePoster(url: string | undefined, authorId: string, side: number): string | undefined {
  const source = useMediaSource(url ? { url, authorId } : undefined);
  const proxy = useImageProxy();
  const address = source.url && (proxiedImageUrl(source.url, widthFor(side, window.devicePixelRatio), proxy) ?? source.url);
  const [loaded, setLoaded] = useState<string>();
  const onLoad = useEffectEvent((done: string) => {
    setLoaded(done);
    source.onLoad();
  });
  const onError = useEffectEvent(() => source.onError());

  useEffect(() => {
    if (!address) return undefined;
    return probePicture(address, (result) => (result === 'loaded' ? onLoad(address) : onError()));
  }, [address]);

  return address !== undefined && loaded === address ? address : undefined;
}
