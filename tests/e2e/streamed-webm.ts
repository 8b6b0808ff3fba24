import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BrowserContext } from '@playwright/test';

const run = promisify(execFile);

/** Matroska's Segment ID, then a size of "unknown" (all ones in an 8-byte size). */
export const SEGMENT_OF_UNKNOWN_SIZE = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

/** Long enough that Chromium does not read to the end before it reports the metadata: it stopped short of 3 s. */
const STREAMED_SECONDS = 30;

/**
 * A WebM written as it is made, the way a recorder streams one out: ffmpeg's test card,
 * 64×48 VP8, sent to a pipe. With nowhere to go back to, the muxer leaves the Segment's
 * size unknown and writes no Duration, so the browser has no duration to read from the
 * header. (Chromium's own MediaRecorder is no such case: recording in one piece, it fills
 * both in when it stops; given a timeslice it writes this shape, but a recording short
 * enough for a test is read to its end at once and measured.) Made at test time, in about
 * 0.2 s, by the ffmpeg that `npm run test:e2e` makes sure of (scripts/lib/ensure.mjs).
 */
export async function streamedWebm(): Promise<Buffer> {
  const binary = process.env.FFMPEG_PATH || 'ffmpeg';
  const source = `testsrc=duration=${STREAMED_SECONDS}:size=64x48:rate=10`;
  const args = ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', source, '-an', '-c:v', 'libvpx', '-b:v', '20k'];
  const { stdout } = await run(binary, [...args, '-deadline', 'realtime', '-cpu-used', '8', '-f', 'webm', 'pipe:1'], {
    encoding: 'buffer',
    maxBuffer: 8 * 1024 * 1024,
  });
  return stdout;
}

/**
 * `video.duration` at `loadedmetadata`, when the app reads it, for these bytes in a
 * detached video element of a blank page of the context (the app's page and its CSP are
 * left alone).
 */
export async function durationAtMetadata(context: BrowserContext, bytes: Buffer): Promise<number> {
  const blank = await context.newPage();
  try {
    return await blank.evaluate(async (base64) => {
      const file = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([file], { type: 'video/webm' }));
      const video = document.createElement('video');
      video.muted = true;
      video.preload = 'auto';
      try {
        return await new Promise<number>((resolve, reject) => {
          video.onloadedmetadata = () => resolve(video.duration);
          video.onerror = () => reject(new Error('the file does not load in a video element'));
          video.src = url;
        });
      } finally {
        URL.revokeObjectURL(url);
      }
    }, bytes.toString('base64'));
  } finally {
    await blank.close();
  }
}
