/**
 * Drawing and encoding on the device, shared by pictures and video posters (docs/posting.md,
 * Before upload): a canvas (`OffscreenCanvas` where there is one), its encoding, a SHA-256
 * in hex, and a blurhash from a small copy.
 */
import { encode } from 'blurhash';
import { blurhashPlan, type OutputMime } from '../../core/posting';

type Canvas2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export function canvasOf(width: number, height: number): { canvas: OffscreenCanvas | HTMLCanvasElement; context: Canvas2d } {
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d') as Canvas2d | null;
  if (!context) throw new Error('This browser cannot draw pictures.');
  return { canvas, context };
}

export function encodeCanvas(canvas: OffscreenCanvas | HTMLCanvasElement, type: OutputMime, quality: number | undefined): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded.'))), type, quality),
  );
}

/** SHA-256 of the bytes, lowercase hex: a post's and an upload authorization's `x`. */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A blurhash of the picture, from a copy at most 32 pixels on its longest side. */
export function blurhashOf(source: CanvasImageSource, width: number, height: number): string | undefined {
  const plan = blurhashPlan(width, height);
  try {
    const { context } = canvasOf(plan.width, plan.height);
    context.drawImage(source, 0, 0, plan.width, plan.height);
    const { data } = context.getImageData(0, 0, plan.width, plan.height);
    return encode(data, plan.width, plan.height, plan.componentsX, plan.componentsY);
  } catch {
    // A post without a blurhash still shows; its placeholder is plain.
    return undefined;
  }
}
