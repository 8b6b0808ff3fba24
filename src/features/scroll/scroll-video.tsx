import { useEffect, useState } from 'react';
import type { MediaItem } from '../../core/types';
import { useHls } from '../../components/use-hls';
import { useMissedMediaEvents } from '../../components/use-missed-media-events';
import { usePoster } from '../../components/use-poster';
import { useVideoSource } from '../../components/use-video-source';
import { useInView } from '../../hooks/use-in-view';
import { useSettingsStore } from '../../stores/settings-store';

export interface ScrollVideoProps {
  item: MediaItem;
  /** The current item: its file is loaded ahead of playing. */
  active: boolean;
  /** Called once no rendition of the video, nor any copy of one, could be loaded. */
  onError(): void;
  /** Content-warned: drawn blurred and never played until shown (docs/content-rules.md, Content warnings). */
  blurred?: boolean;
}

/** docs/views-and-keys.md, Videos: the share of a video that must be on screen for it to play. */
export const PLAYING_SHARE = 0.7;

/**
 * docs/views-and-keys.md, Videos: a video plays, muted, while at least 70% of it is on
 * screen, and pauses when it leaves; leaving also turns its sound off again, so a video
 * never starts playing with sound. The mute toggle is the only way to sound. Without
 * autoplay (docs/settings.md, Play videos automatically) it plays only once its Play
 * button is pressed, and leaving stops it for good: coming back shows Play again.
 */
export function ScrollVideo({ item, active, onError, blurred = false }: ScrollVideoProps) {
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [muted, setMuted] = useState(true);
  const autoplay = useSettingsStore((state) => state.videoAutoplay);
  const [asked, setAsked] = useState(false);
  const inView = useInView(element, PLAYING_SHARE);
  const [wasInView, setWasInView] = useState(inView);
  const [played, setPlayed] = useState(false);
  if (inView !== wasInView) {
    setWasInView(inView);
    if (!inView) {
      setMuted(true);
      setAsked(false);
    }
  }
  // A content-warned video is not played until shown, whatever asked for it.
  const playing = inView && !blurred && (autoplay || asked);
  if (playing && !played) setPlayed(true);
  const togglePlay = (): void => setAsked(!asked);

  const source = useVideoSource(item, onError, { watched: inView });
  const poster = usePoster(item.poster, item.authorId, Math.max(window.innerWidth, window.innerHeight));
  // hls.js is loaded only once an HLS video is first played.
  const hls = useHls(element, source.hls && played ? source.url : undefined, { onError: source.onError, onUnsupported: source.skip });
  const src = source.hls ? (hls === 'native' ? source.url : undefined) : source.url;
  const ready = source.hls ? hls !== 'pending' : src !== undefined;
  useMissedMediaEvents(element, { onError: source.onError, onLoadedMetadata: source.onLoad });

  useEffect(() => {
    if (!element) return;
    if (playing && ready) void element.play().catch(() => undefined);
    else element.pause();
  }, [element, playing, ready]);

  return (
    <>
      <video
        // A new element per address: hls.js lets go of the one it was attached to.
        key={source.url}
        ref={setElement}
        className={blurred ? 'scroll-item__media is-blurred' : 'scroll-item__media'}
        src={src}
        poster={poster}
        muted={muted}
        loop
        playsInline
        preload={active ? 'auto' : 'metadata'}
        aria-label={item.alt || item.content || 'Video'}
        // hls.js reports its own failures; the element's would count them twice.
        onError={hls === 'hls.js' ? undefined : source.onError}
        onLoadedMetadata={source.onLoad}
      />
      <div className="scroll-item__video-buttons">
        {!autoplay && !blurred && (
          <button type="button" className="button" onClick={togglePlay}>
            {asked ? 'Pause' : 'Play'}
          </button>
        )}
        <button type="button" className="button" onClick={() => setMuted(!muted)} aria-pressed={!muted}>
          {muted ? 'Unmute' : 'Mute'}
        </button>
      </div>
    </>
  );
}
