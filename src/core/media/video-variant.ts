/**
 * Which file of a video to play (docs/views-and-keys.md, Videos): a NIP-71 post may name
 * several renditions of one video. The choice fits the screen and the connection, and
 * prefers what the browser says it can play.
 */
import { isHlsSource } from './media-url';
import type { MediaItem, VideoVariant } from '../types';

export interface PlaybackContext {
  /** The window's size in CSS pixels. */
  viewportWidth: number;
  viewportHeight: number;
  pixelRatio: number;
  /** Network Information API: the user asked to save data. */
  saveData?: boolean;
  /** Network Information API: 'slow-2g', '2g', '3g' or '4g'. */
  effectiveType?: string;
  /** Whether the browser can play a file of this type (an HLS playlist's type included). */
  canPlay(mime: string): boolean;
}

/**
 * A full-HD long side: past it a screen's extra pixels are not worth the bytes of a larger
 * file on a phone's connection.
 */
export const MAX_VARIANT_SIDE = 1920;
const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(['slow-2g', '2g', '3g']);
/** The type HLS playlists are asked about (RFC 8216), whatever name the post used. */
export const HLS_MIME = 'application/vnd.apple.mpegurl';

/** The renditions of an item: its variants, or its one file. */
export function variantsOf(item: Pick<MediaItem, 'url' | 'width' | 'height' | 'mime' | 'hash' | 'variants'>): VideoVariant[] {
  return item.variants ?? [{ url: item.url, width: item.width, height: item.height, mime: item.mime, hash: item.hash }];
}

function longSide(variant: VideoVariant): number | undefined {
  return variant.width && variant.height ? Math.max(variant.width, variant.height) : undefined;
}

/** The type to ask the browser about: HLS under one name (declared either way, or a `.m3u8`), else the declared one. */
function typeOf(variant: VideoVariant): string | undefined {
  return isHlsSource(variant.url, variant.mime) ? HLS_MIME : variant.mime;
}

/** Renditions the browser may play: none it says it cannot, unless that is all of them. */
function playable(variants: readonly VideoVariant[], canPlay: (mime: string) => boolean): readonly VideoVariant[] {
  const kept = variants.filter((variant) => {
    const type = typeOf(variant);
    return type === undefined || canPlay(type);
  });
  return kept.length > 0 ? kept : variants;
}

/**
 * The rendition to play. On a data-saving or 2G/3G connection, the smallest. Otherwise the
 * smallest whose long side covers the window's long side at the screen's pixel density,
 * both capped at MAX_VARIANT_SIDE; when none within the cap covers it, the largest within
 * the cap; when all are above it, the smallest. The window's long side, not the size the
 * video is shown at: a phone may be turned, and the scroll view fills the screen. Sizes
 * are what the post claims; renditions without one are chosen only when none has one.
 * Among equals the post's order decides.
 */
export function chooseVariant(variants: readonly VideoVariant[], context: PlaybackContext): VideoVariant | undefined {
  const candidates = playable(variants, context.canPlay);
  const needed = Math.min(MAX_VARIANT_SIDE, Math.max(context.viewportWidth, context.viewportHeight) * context.pixelRatio);
  let smallest: { variant: VideoVariant; side: number } | undefined;
  let covering: typeof smallest;
  let largestWithinCap: typeof smallest;
  for (const variant of candidates) {
    const side = longSide(variant);
    if (side === undefined) continue;
    if (!smallest || side < smallest.side) smallest = { variant, side };
    if (side > MAX_VARIANT_SIDE) continue;
    if (side >= needed && (!covering || side < covering.side)) covering = { variant, side };
    if (!largestWithinCap || side > largestWithinCap.side) largestWithinCap = { variant, side };
  }
  const slow = context.saveData === true || SLOW_CONNECTIONS.has(context.effectiveType ?? '');
  const chosen = slow ? smallest : (covering ?? largestWithinCap ?? smallest);
  return chosen?.variant ?? candidates[0];
}
