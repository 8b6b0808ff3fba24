import { useEffect, useEffectEvent, useState } from 'react';
import type Hls from 'hls.js';
import { hasMediaSource, playsHlsNatively } from './playback-context';

/** How an HLS playlist is played: by hls.js, by the browser itself, or not yet. */
export type HlsPlayback = 'hls.js' | 'native' | 'pending';

export interface HlsHandlers {
  /** The playlist or its segments failed to load or play. */
  onError(): void;
  /** Neither hls.js nor the browser can play HLS here (or hls.js could not be loaded). */
  onUnsupported(): void;
}

/**
 * Plays an HLS playlist in `video` (docs/views-and-keys.md, Videos). hls.js where Media
 * Source Extensions exist: it picks the rendition for the player's size and the measured
 * bandwidth, where a browser's own HLS does not say how it chooses. The browser's own HLS
 * only where MSE is missing (iPhone Safari): there the element is given the playlist
 * itself ('native'). hls.js is a chunk of its own, imported when the first HLS video is
 * played, so no first screen pays for it. The instance is destroyed when the element or
 * the address changes, and on unmount.
 */
export function useHls(video: HTMLVideoElement | null, url: string | undefined, handlers: HlsHandlers): HlsPlayback {
  const withoutMse = url !== undefined && !hasMediaSource();
  const native = withoutMse && playsHlsNatively();
  const [attached, setAttached] = useState<{ url: string; playback: HlsPlayback }>();
  const fail = useEffectEvent(() => handlers.onError());
  const unsupported = useEffectEvent(() => handlers.onUnsupported());

  useEffect(() => {
    if (!url) return undefined;
    if (withoutMse) {
      if (!native) unsupported();
      return undefined;
    }
    if (!video) return undefined;
    let cancelled = false;
    let player: Hls | undefined;
    import('hls.js').then(
      ({ default: HlsPlayer }) => {
        if (cancelled) return;
        if (!HlsPlayer.isSupported()) {
          if (playsHlsNatively()) setAttached({ url, playback: 'native' });
          else unsupported();
          return;
        }
        const instance = new HlsPlayer({ capLevelToPlayerSize: true });
        player = instance;
        instance.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (!data.fatal || player !== instance) return;
          instance.destroy();
          player = undefined;
          fail();
        });
        instance.attachMedia(video);
        instance.loadSource(url);
        setAttached({ url, playback: 'hls.js' });
      },
      () => {
        if (!cancelled) unsupported();
      },
    );
    return () => {
      cancelled = true;
      player?.destroy();
      player = undefined;
    };
  }, [video, url, withoutMse, native]);

  if (native) return 'native';
  return attached && attached.url === url ? attached.playback : 'pending';
}
