import { useEffect, useEffectEvent, useState } from 'react';
import type { MediaItem } from '../../core/types';
import { useHls } from '../../components/use-hls';
import { useMissedMediaEvents } from '../../components/use-missed-media-events';
import { usePoster } from '../../components/use-poster';
import { useVideoSource } from '../../components/use-video-source';

export interface SlideVideoProps {
  item: MediaItem;
  /** The slideshow is paused: so is the video. */
  paused: boolean;
  /** Content-warned: its poster is drawn blurred and it does not play until shown. */
  blurred: boolean;
  /** The first frame can be drawn: the spinner goes. */
  onReady(): void;
  /** The file's length in seconds, once its header has loaded (the slide's time follows it). */
  onDuration(seconds: number): void;
  /** No rendition of the video, nor any copy of one, could be loaded: the slide is skipped. */
  onError(): void;
}

/**
 * A video slide (docs/views-and-keys.md, Slideshow view): muted, inline, playing at once,
 * its poster shown while it loads, looping when it is shorter than its slide. One element,
 * remounted for each slide: the slideshow never holds more than the one on screen.
 */
export function SlideVideo({ item, paused, blurred, onReady, onDuration, onError }: SlideVideoProps) {
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const source = useVideoSource(item, onError, { watched: true });
  const poster = usePoster(item.poster, item.authorId, Math.max(window.innerWidth, window.innerHeight));
  const hls = useHls(element, source.hls ? source.url : undefined, { onError: source.onError, onUnsupported: source.skip });
  const src = source.hls ? (hls === 'native' ? source.url : undefined) : source.url;
  const ready = source.hls ? hls !== 'pending' : src !== undefined;
  const loaded = (media: HTMLMediaElement): void => {
    source.onLoad();
    onDuration(media.duration);
  };
  useMissedMediaEvents(element, { onError: source.onError, onLoadedMetadata: loaded });
  // A first frame drawn before React listened is reported too.
  const drawn = useEffectEvent(() => onReady());
  useEffect(() => {
    if (element && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) drawn();
  }, [element]);

  const playing = ready && !paused && !blurred;
  useEffect(() => {
    if (!element) return;
    // A refused play (a browser that allows no autoplay even muted) leaves the poster: the slide moves on by its timer.
    if (playing) void element.play().catch(() => undefined);
    else element.pause();
  }, [element, playing]);

  return (
    <video
      // A new element per address: hls.js lets go of the one it was attached to.
      key={source.url}
      ref={setElement}
      className={blurred ? 'slideshow__image slideshow__video is-blurred' : 'slideshow__image slideshow__video'}
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      preload="auto"
      aria-label={item.alt || item.content || 'Video'}
      // hls.js reports its own failures; the element's would count them twice.
      onError={hls === 'hls.js' ? undefined : source.onError}
      onLoadedMetadata={(event) => loaded(event.currentTarget)}
      onLoadedData={onReady}
    />
  );
}
