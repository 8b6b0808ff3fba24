/**
 * Videos the checked-in files do not cover, for video-formats.spec.ts: a two-rendition
 * HLS stream and a QuickTime file. ffmpeg makes them the first time one is asked for
 * (about 0.3 s) into .cache/video-fixtures/ (git-ignored), once per version of the
 * commands below; scripts/test.mjs makes sure ffmpeg is there (scripts/lib/ensure.mjs).
 * Nothing else the media server serves needs ffmpeg.
 *
 * Routes (served by media-server.ts; {name} only changes the address, not the file)
 *   GET /hls/{name}/master.m3u8        master playlist: 160x90 and 320x180, H.264
 *   GET /hls/{name}/v{0|1}/index.m3u8  a rendition's playlist: two 1 s MPEG-TS segments
 *   GET /hls/{name}/v{0|1}/seg{n}.ts   a segment (video/mp2t)
 *   GET /video/{name}.mov              1 s of 160x90 H.264 in a QuickTime file, with Range support
 *   GET /hls/missing-*, /video/missing-*.mov  404, for load-failure tests
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseRange } from './http-range';

/** The two HLS renditions, smallest first, as the master playlist lists them. */
export const HLS_RENDITIONS = [
  { width: 160, height: 90 },
  { width: 320, height: 180 },
] as const;
export const HLS_SECONDS = 2;

const CONTENT_TYPES = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t', mov: 'video/quicktime' } as const;
const HLS_PATH = /^\/hls\/([A-Za-z0-9_-]+)\/(master\.m3u8|v[01]\/index\.m3u8|v[01]\/seg\d{1,2}\.ts)$/;
const MOV_PATH = /^\/video\/([A-Za-z0-9_-]+)\.mov$/;

const source = (seconds: number, size: string): string[] => ['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=10`];
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p'];

const [low, high] = HLS_RENDITIONS;
/** Both renditions cut at the same 1 s keyframes, a master playlist naming both. */
const HLS_ARGS = [
  ...source(HLS_SECONDS, `${high.width}x${high.height}`),
  '-filter_complex',
  `[0:v]split=2[high][full];[full]scale=${low.width}:${low.height}[low]`,
  '-map',
  '[low]',
  '-map',
  '[high]',
  ...h264,
  '-g',
  '10',
  '-keyint_min',
  '10',
  '-sc_threshold',
  '0',
  '-b:v:0',
  '80k',
  '-b:v:1',
  '200k',
  '-f',
  'hls',
  '-hls_time',
  '1',
  '-hls_playlist_type',
  'vod',
  '-hls_segment_type',
  'mpegts',
  '-master_pl_name',
  'master.m3u8',
  '-var_stream_map',
  'v:0 v:1',
  '-hls_segment_filename',
  'hls/v%v/seg%d.ts',
  'hls/v%v/index.m3u8',
];
const MOV_ARGS = [...source(1, `${low.width}x${low.height}`), ...h264, '-movflags', '+faststart', '-an', '-f', 'mov', 'tiny.mov'];

const CACHE_ROOT = fileURLToPath(new URL('../../.cache/video-fixtures/', import.meta.url));
/** A new folder whenever the commands change: a stale cache is never served. */
const VERSION = createHash('sha256')
  .update(JSON.stringify([HLS_ARGS, MOV_ARGS]))
  .digest('hex')
  .slice(0, 12);

const run = promisify(execFile);

async function ffmpeg(args: string[], cwd: string): Promise<void> {
  const binary = process.env.FFMPEG_PATH || 'ffmpeg';
  try {
    await run(binary, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { cwd });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `The HLS and QuickTime test videos are made with ffmpeg, and there is none at "${binary}". Install it (Debian: apt-get install ffmpeg; npm test does so when run as root) or set FFMPEG_PATH.`,
        { cause: error },
      );
    }
    throw error;
  }
}

/** Makes the files in a folder of their own, then moves it into place: a second server never sees half of them. */
async function make(): Promise<string> {
  const folder = join(CACHE_ROOT, VERSION);
  if (existsSync(folder)) return folder;
  const scratch = `${folder}.${process.pid}.${Date.now()}`;
  await mkdir(join(scratch, 'hls'), { recursive: true });
  try {
    await Promise.all([ffmpeg(HLS_ARGS, scratch), ffmpeg(MOV_ARGS, scratch)]);
    await rename(scratch, folder).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(folder)) throw error;
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return folder;
}

let made: Promise<string> | undefined;

/** The folder with the files, made on first use; a failure is tried again on the next request. */
export function videoFixtureFolder(): Promise<string> {
  made ??= make().catch((error: unknown) => {
    made = undefined;
    throw error;
  });
  return made;
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, headers: Record<string, string | number>): void {
  res.writeHead(status, { 'Content-Length': body.length, ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendFile(req: IncomingMessage, res: ServerResponse, body: Buffer, type: string): void {
  const common = { 'Content-Type': type, 'Accept-Ranges': 'bytes', 'Cache-Control': 'public, max-age=3600' };
  const range = parseRange(req.headers.range, body.length);
  if (range === 'unsatisfiable') answer(req, res, 416, Buffer.alloc(0), { ...common, 'Content-Range': `bytes */${body.length}` });
  else if (range)
    answer(req, res, 206, body.subarray(range.start, range.end + 1), {
      ...common,
      'Content-Range': `bytes ${range.start}-${range.end}/${body.length}`,
    });
  else answer(req, res, 200, body, common);
}

/** Answers the routes above and returns true; returns false for any other path. */
export async function serveVideoFixture(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
  const hls = HLS_PATH.exec(pathname);
  const mov = hls ? undefined : MOV_PATH.exec(pathname);
  const name = hls?.[1] ?? mov?.[1];
  if (name === undefined) return false;
  if (name.startsWith('missing-')) {
    answer(req, res, 404, Buffer.from('not found'), { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
    return true;
  }
  const folder = await videoFixtureFolder();
  const file = hls?.[2] ? join(folder, 'hls', hls[2]) : join(folder, 'tiny.mov');
  const extension = file.slice(file.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
  const body = await readFile(file).catch(() => undefined);
  if (!body) answer(req, res, 404, Buffer.from('not found'), { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
  else sendFile(req, res, body, CONTENT_TYPES[extension]);
  return true;
}
