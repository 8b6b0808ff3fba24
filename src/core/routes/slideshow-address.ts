/**
 * The slideshow's own address parameters (docs/routes-and-filters.md, View address
 * parameters): `screen=true`, the screen mode for a screen that runs unattended
 * (docs/views-and-keys.md, Screen mode), and `slide={seconds}`, how long each picture stays.
 * Both are read only in the slideshow; `screen` is dropped when the view is left.
 */
import { SLIDE_INTERVAL_MS } from '../layout/slideshow-order';

export const SCREEN_PARAM = 'screen';
export const SLIDE_PARAM = 'slide';
/** Shorter than a second a picture would not have loaded before the next; an hour is a still picture. */
export const MIN_SLIDE_SECONDS = 1;
export const MAX_SLIDE_SECONDS = 3600;

export interface SlideshowAddress {
  screen: boolean;
  /** How long each picture stays, from `slide=`, or the default. */
  slideMs: number;
}

/** Seconds with at most one decimal, within the bounds; anything else is the default. */
function parseSlideMs(value: string | null): number {
  if (!value || !/^\d{1,4}(\.\d)?$/.test(value)) return SLIDE_INTERVAL_MS;
  const seconds = Number(value);
  return seconds >= MIN_SLIDE_SECONDS && seconds <= MAX_SLIDE_SECONDS ? Math.round(seconds * 1000) : SLIDE_INTERVAL_MS;
}

export function parseSlideshowAddress(search: string): SlideshowAddress {
  const params = new URLSearchParams(search);
  // As every flag of the address: only the exact value `true` turns it on.
  return { screen: params.get(SCREEN_PARAM) === 'true', slideMs: parseSlideMs(params.get(SLIDE_PARAM)) };
}

/** `search` with screen mode on or off, every other parameter kept in its place. */
export function withScreenMode(search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  if (on) params.set(SCREEN_PARAM, 'true');
  else params.delete(SCREEN_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
