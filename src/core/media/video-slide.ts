/**
 * How long a video stays in the slideshow (docs/views-and-keys.md, Slideshow view): as long
 * as it plays, but never shorter than a picture's slide (a short video loops until then)
 * nor longer than VIDEO_SLIDE_FACTOR slides, so a long film does not hold a wall for an
 * hour. Until its length is known (the post's imeta `duration`, else the file's header) it
 * counts as a picture.
 */

/** docs/constants.md: a video slide lasts at most this many picture slides. */
export const VIDEO_SLIDE_FACTOR = 4;

/** The media the slideshow shows: pictures and videos (an HLS stream included). */
export function isSlideMedia(item: { type: string }): boolean {
  return item.type === 'image' || item.type === 'video';
}

/** The slide's time in ms for a video of `seconds`, given the picture slide's `slideMs`. */
export function videoSlideMs(seconds: number | undefined, slideMs: number): number {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return slideMs;
  return Math.min(VIDEO_SLIDE_FACTOR * slideMs, Math.max(slideMs, Math.round(seconds * 1000)));
}
