/**
 * How a picked picture is made ready before upload (docs/posting.md, Before upload). Every
 * picture is drawn and encoded anew, never uploaded as picked: a new encoding carries no
 * EXIF, GPS position, camera serial, XMP or comment, whatever the file held, so nothing
 * depends on finding each kind of metadata. The orientation the EXIF gave is applied to the
 * pixels before it goes. JPEG stays JPEG, PNG stays PNG (it may be transparent or a
 * drawing), WebP stays WebP; a GIF becomes a PNG of its first frame; anything else the
 * browser can read (HEIC, AVIF, BMP, TIFF) becomes a JPEG.
 */

/** docs/constants.md: the largest file taken, before it is read. */
export const MAX_PICTURE_BYTES = 50 * 1024 * 1024;
/** docs/constants.md: the longest side uploaded; larger pictures are scaled down, as browsers cannot draw much larger canvases. */
export const MAX_PICTURE_SIDE = 8192;
/** JPEG and WebP quality: visually lossless for photographs at a fraction of the original's size. */
export const ENCODE_QUALITY = 0.92;
/** The longest side of the picture the blurhash is computed from; a blurhash holds a few colours, not detail. */
export const BLURHASH_SIDE = 32;

export type OutputMime = 'image/jpeg' | 'image/png' | 'image/webp';

export type OutputPlan = { ok: true; mime: OutputMime; quality?: number } | { ok: false; reason: string };

const KEPT: Readonly<Record<string, OutputMime>> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/gif': 'image/png',
};

/** The encoding a picked file gets, from its type and size; or why it is refused. */
export function pictureOutputPlan(file: { name: string; type: string; size: number }): OutputPlan {
  const type = file.type.toLowerCase();
  if (!type.startsWith('image/') || type === 'image/svg+xml') return { ok: false, reason: `${file.name} is not a photo or picture file.` };
  if (file.size > MAX_PICTURE_BYTES) return { ok: false, reason: `${file.name} is larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB.` };
  const mime = KEPT[type] ?? 'image/jpeg';
  return mime === 'image/png' ? { ok: true, mime } : { ok: true, mime, quality: ENCODE_QUALITY };
}

/** The size the picture is encoded at: its own, or scaled down to MAX_PICTURE_SIDE on its longest side. */
export function outputSize(width: number, height: number, maxSide = MAX_PICTURE_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The small picture a blurhash is computed from, and its components: more along the longer side (blurhash's own advice). */
export function blurhashPlan(width: number, height: number): { width: number; height: number; componentsX: number; componentsY: number } {
  const size = outputSize(width, height, BLURHASH_SIDE);
  const landscape = width >= height;
  return { ...size, componentsX: landscape ? 4 : 3, componentsY: landscape ? 3 : 4 };
}
