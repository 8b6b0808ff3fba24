/**
 * Makes a picked file ready to upload, on the device (docs/posting.md, Before upload):
 * decoded with its EXIF orientation applied to the pixels, drawn on a canvas and encoded
 * anew, which leaves every piece of metadata behind (EXIF, the GPS position, XMP,
 * comments); then measured, hashed (SHA-256, crypto.subtle) and given a blurhash from a
 * small copy. The choices are core/posting/picture-output.ts's.
 */
import { outputSize, pictureOutputPlan } from '../../core/posting';
import type { PreparedPicture } from '../../core/posting';
import { blurhashOf, canvasOf, encodeCanvas, sha256Hex } from './canvas-encode';

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
      hash: await sha256Hex(bytes),
      blurhash: blurhashOf(bitmap, bitmap.width, bitmap.height),
      bytes,
    };
  } finally {
    bitmap.close();
  }
}
