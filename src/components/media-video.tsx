import { memo, useState } from 'react';
import type { MediaItem } from '../core/types';
import { useMissedMediaEvents } from './use-missed-media-events';
import { usePoster } from './use-poster';
import { useVideoSource } from './use-video-source';
import './media-video.css';

export interface MediaVideoProps {
  item: MediaItem;
  /** The long side of the box it is shown in, CSS pixels: the rendition is chosen for it. */
  side: number;
  /** Called once no rendition of the video, nor any copy of one, could be loaded. */
  onError?: () => void;
  /** The file's length in seconds, once its metadata has loaded. */
  onDuration?: (seconds: number) => void;
  /** Content-warned: its still is drawn blurred (docs/content-rules.md, Content warnings). */
  blurred?: boolean;
}

/**
 * A video's still for the grid (docs/views-and-keys.md, Grid view): its poster when the
 * post gives one, else its first frame. It never plays, so an HLS playlist is not loaded
 * (nor hls.js): without a file of another type it is its poster or a plain tile. Videos
 * are never proxied: the proxy resizes pictures only.
 */
export const MediaVideo = memo(function MediaVideo({ item, side, onError, onDuration, blurred }: MediaVideoProps) {
  const source = useVideoSource(item, onError, { boxSide: side, withoutHls: true });
  const poster = usePoster(item.poster, item.authorId, side);
  const hasPoster = item.poster !== undefined;
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const loaded = (media: HTMLMediaElement): void => {
    source.onLoad();
    onDuration?.(media.duration);
  };
  useMissedMediaEvents(element, { onError: source.onError, onLoadedMetadata: loaded });
  return (
    <video
      key={source.url}
      ref={setElement}
      className={blurred ? 'media-video is-blurred' : 'media-video'}
      // "#t=0.1" makes browsers paint the first frame where there is no poster.
      src={source.url && (hasPoster ? source.url : `${source.url}#t=0.1`)}
      poster={poster}
      muted
      playsInline
      // With a poster and a length from the post, nothing of the file is needed yet.
      preload={hasPoster && item.duration !== undefined ? 'none' : 'metadata'}
      aria-label={item.alt || item.content || 'Video'}
      onError={source.onError}
      onLoadedMetadata={(event) => loaded(event.currentTarget)}
    />
  );
});
