/**
 * What a fixture picture looks like, as a pure function of its name. The media server
 * renders it and the fixture generator describes it (imeta `dim` and `blurhash`) from the
 * same function, so the metadata in the events matches the pixels served.
 */
import { createHash } from 'node:crypto';
import { encode } from 'blurhash';

export type Rgb = readonly [number, number, number];

export interface ImageSpec {
  width: number;
  height: number;
  /** Top-left colour of the diagonal gradient. */
  from: Rgb;
  /** Bottom-right colour. */
  to: Rgb;
  /** A disc in a contrasting colour, so a cover crop visibly differs from a squash. */
  disc: { cx: number; cy: number; r: number; colour: Rgb };
}

/** The sizes the brief asks for: landscape, portrait, square and wide. */
export const IMAGE_SIZES: readonly (readonly [number, number])[] = [
  [1200, 800],
  [800, 1200],
  [1000, 1000],
  [1600, 900],
];

/** The tiny videos in tests/fixtures/media (see the ffmpeg commands in media-server.ts). */
export const TINY_VIDEO = { width: 160, height: 90, durationSeconds: 1 } as const;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];
export type MediaExtension = ImageExtension | VideoExtension;

export const MIME_TYPES: Record<MediaExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** `${base}/media/${name}.${ext}`: the one URL shape every fixture uses. */
export function mediaUrl(base: string, name: string, ext: MediaExtension): string {
  return `${base.replace(/\/+$/, '')}/media/${name}.${ext}`;
}

function colourAt(bytes: Buffer, offset: number): Rgb {
  return [bytes[offset] ?? 0, bytes[offset + 1] ?? 0, bytes[offset + 2] ?? 0];
}

export function imageSpecOf(name: string): ImageSpec {
  const bytes = createHash('sha256').update(`diorama-media-${name}`).digest();
  const [width, height] = IMAGE_SIZES[(bytes[0] ?? 0) % IMAGE_SIZES.length] ?? [1000, 1000];
  const from = colourAt(bytes, 1);
  const to = colourAt(bytes, 4);
  const short = Math.min(width, height);
  return {
    width,
    height,
    from,
    to,
    disc: {
      cx: Math.round((0.2 + ((bytes[7] ?? 0) / 255) * 0.6) * width),
      cy: Math.round((0.2 + ((bytes[8] ?? 0) / 255) * 0.6) * height),
      r: Math.round(short * (0.1 + ((bytes[9] ?? 0) / 255) * 0.15)),
      colour: [255 - from[0], 255 - from[1], 255 - from[2]],
    },
  };
}

/**
 * The picture as raw pixels at any scale (channels 3 or 4). Rendering at a small scale
 * gives the blurhash input; at full scale it is what the media server encodes.
 */
export function renderPixels(spec: ImageSpec, width: number, height: number, channels: 3 | 4): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * channels);
  const sx = spec.width / width;
  const sy = spec.height / height;
  const r2 = spec.disc.r * spec.disc.r;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = (x + 0.5) * sx;
      const py = (y + 0.5) * sy;
      const dx = px - spec.disc.cx;
      const dy = py - spec.disc.cy;
      const t = (px / spec.width + py / spec.height) / 2;
      const inDisc = dx * dx + dy * dy <= r2;
      const i = (y * width + x) * channels;
      for (let c = 0; c < 3; c++) {
        pixels[i + c] = inDisc ? (spec.disc.colour[c] ?? 0) : (spec.from[c] ?? 0) * (1 - t) + (spec.to[c] ?? 0) * t;
      }
      if (channels === 4) pixels[i + 3] = 255;
    }
  }
  return pixels;
}

const blurhashCache = new Map<string, string>();

/** A real blurhash of the picture (4x3 components, from a 32-pixel-wide rendering). */
export function blurhashOf(name: string): string {
  const cached = blurhashCache.get(name);
  if (cached) return cached;
  const spec = imageSpecOf(name);
  const width = 32;
  const height = Math.max(1, Math.round((32 * spec.height) / spec.width));
  const hash = encode(renderPixels(spec, width, height, 4), width, height, 4, 3);
  blurhashCache.set(name, hash);
  return hash;
}
