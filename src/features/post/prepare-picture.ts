/**
 * Makes a picked file ready to upload, on the device (docs/posting.md, Before upload):
 * decoded with its EXIF orientation applied to the pixels, drawn on a canvas and encoded
 * anew, which leaves every piece of metadata behind (EXIF, the GPS position, XMP,
 * comments); then measured, hashed (SHA-256, crypto.subtle) and given a blurhash from a
 * small copy. The choices are core/picture-output.ts's.
 */
import { encode } from 'blurhash';
import { blurhashPlan, outputSize, pictureOutputPlan, type OutputMime } from '../../core/picture-output';
import type { PreparedPicture } from '../../core/picture-post';

type Canvas2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function canvasOf(width: number, height: number): { canvas: OffscreenCanvas | HTMLCanvasElement; context: Canvas2d } {
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d') as Canvas2d | null;
  if (!context) throw new Error('This browser cannot draw pictures.');
  return { canvas, context };
}

function encodeCanvas(canvas: OffscreenCanvas | HTMLCanvasElement, type: OutputMime, quality: number | undefined): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded.'))), type, quality),
  );
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function blurhashOf(bitmap: ImageBitmap): string | undefined {
  const plan = blurhashPlan(bitmap.width, bitmap.height);
  try {
    const { context } = canvasOf(plan.width, plan.height);
    context.drawImage(bitmap, 0, 0, plan.width, plan.height);
    const { data } = context.getImageData(0, 0, plan.width, plan.height);
    return encode(data, plan.width, plan.height, plan.componentsX, plan.componentsY);
  } catch {
    // A post without a blurhash still shows; its placeholder is plain.
    return undefined;
  }
}

/** Rejects with an Error whose message says, in words, why the file cannot be posted. */
export async function preparePicture(file: File): Promise<PreparedPicture> {
  const plan = pictureOutputPlan(file);
  if (!plan.ok) throw new Error(plan.reason);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(`${file.name} could not be read as a picture.`);
  }
  try {
    const size = outputSize(bitmap.width, bitmap.height);
    const { canvas, context } = canvasOf(size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await encodeCanvas(canvas, plan.mime, plan.quality);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return {
      name: file.name,
      // A browser that cannot encode the type asked for (WebP in some) gives PNG: say what it is.
      mime: blob.type || plan.mime,
      width: size.width,
      height: size.height,
      hash: hex(await crypto.subtle.digest('SHA-256', bytes)),
      blurhash: blurhashOf(bitmap),
      bytes,
    };
  } finally {
    bitmap.close();
  }
}
