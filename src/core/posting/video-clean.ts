/**
 * The location a picked video carries, blanked in place by its container's rules
 * (docs/posting.md, Videos before upload). Apart from core/posting/video-output.ts so that only the
 * video's own chunk (features/post/prepare-video.ts) carries the parsers.
 */
import { removeMp4Location } from './mp4-location';
import type { VideoContainer } from './video-output';
import { removeWebmLocation } from './webm-location';

/** Blanks the location the file carries, in place; the names of what was blanked, or why the file is refused. */
export function cleanVideo(
  bytes: Uint8Array,
  container: VideoContainer,
  name: string,
): { ok: true; removed: string[] } | { ok: false; reason: string } {
  if (container === 'webm') return { ok: true, removed: removeWebmLocation(bytes) };
  const scrub = removeMp4Location(bytes);
  return scrub.ok ? scrub : { ok: false, reason: `${name} could not be read as a video: ${scrub.reason}.` };
}
