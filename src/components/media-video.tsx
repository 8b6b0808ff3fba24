import { memo } from 'react';
import type { MediaItem } from '../core/types';
import './media-video.css';

export interface MediaVideoProps {
  item: MediaItem;
  /** A still first frame for the grid; otherwise it plays. */
  preview?: boolean;
  muted?: boolean;
  onError?: () => void;
  /** The file's length in seconds, once its metadata has loaded. */
  onDuration?: (seconds: number) => void;
}

/** Videos are never proxied: the proxy resizes pictures only. */
export const MediaVideo = memo(function MediaVideo({ item, preview, muted = true, onError, onDuration }: MediaVideoProps) {
  return (
    <video
      className="media-video"
      // "#t=0.1" makes browsers paint the first frame as a poster.
      src={preview ? `${item.url}#t=0.1` : item.url}
      muted={muted}
      playsInline
      loop={!preview}
      autoPlay={!preview}
      preload={preview ? 'metadata' : 'auto'}
      aria-label={item.alt || item.content || 'Video'}
      onError={onError}
      onLoadedMetadata={onDuration ? (event) => onDuration(event.currentTarget.duration) : undefined}
    />
  );
});
