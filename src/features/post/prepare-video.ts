/**
 * Makes a picked video ready to upload, on the device (docs/posting.md, Videos before
 * upload): the location boxes or tags blanked in the file's own bytes
 * (core/posting/video-clean.ts), then the cleaned file loaded in a detached, muted video element
 * for its duration and size, a frame drawn on a canvas as its poster (a JPEG, with a
 * blurhash), and both hashed. Loaded with the first video picked: a chunk of its own.
 */
import { cleanVideo, ENCODE_QUALITY, outputSize, posterTime, videoPlan } from '../../core/posting';
import type { PreparedPicture, PreparedVideo } from '../../core/posting';
import { blurhashOf, canvasOf, encodeCanvas, sha256Hex } from './canvas-encode';

/** How long the browser may take to read the video's header, or to reach the poster's frame. */
const LOAD_TIMEOUT_MS = 30_000;

/** Resolves at the element's `event`, rejects at its `error` or after the timeout. */
function waitFor(video: HTMLVideoElement, event: 'loadedmetadata' | 'seeked', failure: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (ok: boolean): void => {
      clearTimeout(timer);
      video.removeEventListener(event, onEvent);
      video.removeEventListener('error', onError);
      if (ok) resolve();
      else reject(new Error(failure));
    };
    const onEvent = (): void => done(true);
    const onError = (): void => done(false);
    const timer = setTimeout(() => done(false), LOAD_TIMEOUT_MS);
    video.addEventListener(event, onEvent);
    video.addEventListener('error', onError);
  });
}

/** The frame at the element's current time, as a JPEG the size of the video. */
async function drawPoster(video: HTMLVideoElement, name: string): Promise<PreparedPicture> {
  const size = outputSize(video.videoWidth, video.videoHeight);
  const { canvas, context } = canvasOf(size.width, size.height);
  context.drawImage(video, 0, 0, size.width, size.height);
  const blob = await encodeCanvas(canvas, 'image/jpeg', ENCODE_QUALITY);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return {
    name: `${name.replace(/\.[^.]*$/, '')}-poster.jpg`,
    mime: blob.type || 'image/jpeg',
    width: size.width,
    height: size.height,
    hash: await sha256Hex(bytes),
    blurhash: blurhashOf(canvas, size.width, size.height),
    bytes,
  };
}

/** Rejects with an Error whose message says, in words, why the video cannot be posted. */
export async function prepareVideo(file: File): Promise<PreparedVideo> {
  const plan = videoPlan(file);
  if (!plan.ok) throw new Error(plan.reason);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new Error(`${file.name} could not be read.`);
  }
  const cleaned = cleanVideo(bytes, plan.container, file.name);
  if (!cleaned.ok) throw new Error(cleaned.reason);

  const unreadable = `${file.name} could not be read as a video: this browser cannot play it.`;
  const url = URL.createObjectURL(new Blob([bytes], { type: plan.mime }));
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = waitFor(video, 'loadedmetadata', unreadable);
    video.src = url;
    await loaded;
    const { duration } = video;
    if (!Number.isFinite(duration) || duration <= 0) throw new Error(`${file.name} has no duration the browser can read.`);
    if (video.videoWidth === 0 || video.videoHeight === 0)
      throw new Error(`${file.name} has no picture: a sound file cannot be posted as a video.`);
    const sought = waitFor(video, 'seeked', unreadable);
    video.currentTime = posterTime(duration);
    await sought;
    const poster = await drawPoster(video, file.name);
    return {
      name: file.name,
      mime: plan.mime,
      width: video.videoWidth,
      height: video.videoHeight,
      hash: await sha256Hex(bytes),
      blurhash: poster.blurhash,
      bytes,
      duration,
      poster,
      removed: cleaned.removed,
    };
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
