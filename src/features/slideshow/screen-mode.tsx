import { useEffect } from 'react';
import type { MediaItem } from '../../core/types';
import { keepScreen } from '../../stores/screen-keeper';
import { PostQr } from './post-qr';
import { useWakeLock } from './use-wake-lock';
import './screen-mode.css';

export interface ScreenModeProps {
  /** The picture on screen, if any yet. */
  item: MediaItem | undefined;
  showAdult: boolean;
  /** Asks the feed's live subscription again (stores/feed/live-subscription.ts, renew). */
  renewLive(): void;
}

/**
 * docs/views-and-keys.md, Screen mode: what the slideshow adds for a screen that runs
 * unattended, a chunk of its own loaded when it is first turned on. While mounted the
 * screen is kept awake, new posts go straight into the show, the relays are retried for
 * as long as it runs (stores/screen-keeper.ts), and a QR code of the post sits in a corner.
 */
export function ScreenMode({ item, showAdult, renewLive }: ScreenModeProps) {
  useWakeLock();
  useEffect(() => keepScreen(renewLive), [renewLive]);
  return item ? <PostQr item={item} showAdult={showAdult} /> : null;
}
