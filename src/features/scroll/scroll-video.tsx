import { useEffect, useRef, useState } from 'react';
import type { MediaItem } from '../../core/types';

export interface ScrollVideoProps {
  item: MediaItem;
  /** Only the current video plays. */
  active: boolean;
  onError(): void;
}

/** docs/views-and-keys.md, Scroll view: videos in the scroll view, with a mute toggle. */
export function ScrollVideo({ item, active, onError }: ScrollVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (active) void element.play().catch(() => undefined);
    else element.pause();
  }, [active]);

  return (
    <>
      <video
        ref={video}
        className="scroll-item__media"
        src={item.url}
        muted={muted}
        loop
        playsInline
        preload={active ? 'auto' : 'metadata'}
        aria-label={item.alt || item.content || 'Video'}
        onError={onError}
      />
      <button type="button" className="button scroll-item__mute" onClick={() => setMuted(!muted)} aria-pressed={!muted}>
        {muted ? 'Unmute' : 'Mute'}
      </button>
    </>
  );
}
