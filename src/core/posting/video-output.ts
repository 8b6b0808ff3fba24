/**
 * Which videos can be posted, and how each is cleaned (docs/posting.md, Videos before
 * upload). A video is not re-encoded, which a browser cannot do well or fast: its bytes are
 * sent as picked, but for the location boxes or tags blanked in place
 * (core/posting/video-clean.ts). Its poster is a frame drawn on the device.
 */
/** docs/constants.md: the largest video taken, before it is read; it is held in memory and hashed whole. */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
/** The poster frame is taken this far in (or at the middle of a shorter video): a first frame is often black. */
export const POSTER_TIME_SECONDS = 1;

export type VideoContainer = 'mp4' | 'webm';

export type VideoPlan = { ok: true; container: VideoContainer; mime: string } | { ok: false; reason: string };

/** The types taken, and the type the post names: an .m4v is an MP4. */
const TAKEN: Readonly<Record<string, { container: VideoContainer; mime: string }>> = {
  'video/mp4': { container: 'mp4', mime: 'video/mp4' },
  'video/x-m4v': { container: 'mp4', mime: 'video/mp4' },
  'video/quicktime': { container: 'mp4', mime: 'video/quicktime' },
  'video/3gpp': { container: 'mp4', mime: 'video/3gpp' },
  'video/webm': { container: 'webm', mime: 'video/webm' },
};

export function isVideoFile(file: { type: string }): boolean {
  return file.type.toLowerCase().startsWith('video/');
}

/** How a picked video is cleaned, from its type and size; or why it is refused. */
export function videoPlan(file: { name: string; type: string; size: number }): VideoPlan {
  const taken = TAKEN[file.type.toLowerCase()];
  if (!taken) return { ok: false, reason: `${file.name} is a video this app cannot post: MP4, MOV or WebM only.` };
  if (file.size > MAX_VIDEO_BYTES) return { ok: false, reason: `${file.name} is larger than ${MAX_VIDEO_BYTES / 1024 / 1024} MB.` };
  return { ok: true, ...taken };
}

/** Where the poster frame is taken, in seconds. */
export function posterTime(duration: number): number {
  return Math.min(POSTER_TIME_SECONDS, duration / 2);
}
