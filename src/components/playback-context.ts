import { HLS_MIME, type PlaybackContext } from '../core/media';

/** The Network Information API, where the browser has it (Chromium): not in TypeScript's DOM types. */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

let probe: HTMLVideoElement | undefined;

/** What the browser says of a type without a file to try: '' is no, 'maybe' and 'probably' are yes. */
function canPlayNatively(mime: string): boolean {
  probe ??= document.createElement('video');
  return probe.canPlayType(mime) !== '';
}

/** Media Source Extensions (or Safari's ManagedMediaSource): where hls.js can play HLS. */
export function hasMediaSource(): boolean {
  return typeof window.MediaSource === 'function' || 'ManagedMediaSource' in window;
}

/** The browser plays HLS itself (Safari, iPhone). */
export function playsHlsNatively(): boolean {
  return canPlayNatively(HLS_MIME);
}

function canPlay(mime: string): boolean {
  return mime === HLS_MIME ? hasMediaSource() || playsHlsNatively() : canPlayNatively(mime);
}

/**
 * The screen, connection and formats a rendition is chosen for (core/media/video-variant.ts).
 * `boxSide` is the long side of a box smaller than the window (a grid tile), in CSS pixels.
 */
export function browserPlayback(boxSide?: number): PlaybackContext {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return {
    viewportWidth: boxSide ?? window.innerWidth,
    viewportHeight: boxSide ?? window.innerHeight,
    pixelRatio: window.devicePixelRatio || 1,
    saveData: connection?.saveData,
    effectiveType: connection?.effectiveType,
    canPlay,
  };
}
