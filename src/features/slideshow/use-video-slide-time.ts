import { useState } from 'react';
import type { MediaItem } from '../../core/types';
import { videoSlideMs } from '../../core/media';
import { useSettingsStore } from '../../stores/settings-store';

export interface VideoSlideTime {
  /** How long the slide stays, ms. */
  slideTime: number;
  /** The video plays: "Play videos automatically" is on (docs/settings.md). */
  plays: boolean;
  /** The file's length in seconds, once its header has loaded. */
  onDuration(key: string, seconds: number): void;
}

/**
 * How long the slide on screen stays (docs/views-and-keys.md, Slideshow view): a picture
 * the slide time, a video as long as it plays within bounds (core/media/video-slide.ts), from
 * the post's `duration` or else the file's. With "Play videos automatically" off a
 * video is its poster, shown for a picture's time.
 */
export function useVideoSlideTime(slide: MediaItem | undefined, slideMs: number): VideoSlideTime {
  const plays = useSettingsStore((state) => state.videoAutoplay);
  const [fileLength, setFileLength] = useState<{ key: string; seconds: number }>();
  const video = slide?.type === 'video' && plays;
  const seconds = slide?.duration ?? (fileLength?.key === slide?.key ? fileLength?.seconds : undefined);
  return {
    slideTime: video ? videoSlideMs(seconds, slideMs) : slideMs,
    plays,
    onDuration: (key, length) => setFileLength({ key, seconds: length }),
  };
}
