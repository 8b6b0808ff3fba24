/**
 * Encodes the fixture pictures described by media-spec.ts with sharp: the originals the
 * media server serves, and the resized copies its imgproxy-shaped route returns.
 */
import sharp, { type Sharp } from 'sharp';
import { imageSpecOf, renderPixels, type ImageExtension } from './media-spec';

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export function formatOf(ext: ImageExtension): OutputFormat {
  return ext === 'jpg' || ext === 'jpeg' ? 'jpeg' : ext;
}

function encode(image: Sharp, format: OutputFormat): Promise<Buffer> {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 80 }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 6 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 75 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

/** Raw pixels of the picture scaled by `scale` (<= 1), wrapped for sharp. */
function rawImage(name: string, scale: number): Sharp {
  const spec = imageSpecOf(name);
  const width = Math.max(1, Math.round(spec.width * scale));
  const height = Math.max(1, Math.round(spec.height * scale));
  const pixels = renderPixels(spec, width, height, 3);
  return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
    raw: { width, height, channels: 3 },
  });
}

/** The full-size original, in the format its extension names. */
export function renderOriginal(name: string, ext: ImageExtension): Promise<Buffer> {
  return encode(rawImage(name, 1), formatOf(ext));
}

export interface ResizeRequest {
  width: number;
  /** With a height the result is cropped to cover width x height, as imgproxy's rs:fill does. */
  height?: number;
  format: OutputFormat;
}

/**
 * A resized copy. Like imgproxy (without its `enlarge` option) it never upscales. The
 * picture is rendered at twice the target size rather than decoded from the full-size
 * file: the pixels are a pure function of the name, and the bench grid asks for
 * thousands of thumbnails.
 */
export function renderResized(name: string, request: ResizeRequest): Promise<Buffer> {
  const spec = imageSpecOf(name);
  const needed = Math.max(request.width / spec.width, (request.height ?? 0) / spec.height);
  const scale = Math.min(1, 2 * needed);
  const image = rawImage(name, scale).resize({
    width: request.width,
    height: request.height,
    fit: request.height ? 'cover' : 'inside',
    withoutEnlargement: true,
  });
  return encode(image, request.format);
}

/** A resized copy of a picture fetched from another server, as the image proxy makes of any original. */
export function resizeBytes(body: Buffer, request: ResizeRequest): Promise<Buffer> {
  const image = sharp(body).resize({
    width: request.width,
    height: request.height,
    fit: request.height ? 'cover' : 'inside',
    withoutEnlargement: true,
  });
  return encode(image, request.format);
}
