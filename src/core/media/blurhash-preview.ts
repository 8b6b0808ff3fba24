/**
 * What a picture shows while it loads (NIP-68/NIP-94 `blurhash`). The full screen view
 * shows the blurred preview as a tiny bitmap data URL for a CSS background: a blurhash
 * has at most 9x9 components, so 8x8 pixels scaled up by the browser look the same as a
 * large decode. The grid shows only the average colour (core/media/blurhash-average.ts), which
 * needs no decoder, so this file and the decoder load with the full screen views alone.
 */
import { decode } from 'blurhash';

const SIZE = 8;
const CACHE_LIMIT = 1000;
/** Tiles unmount and remount while scrolling; each hash is decoded once. */
const previews = new Map<string, string | undefined>();

export function blurhashPreviewUrl(hash: string): string | undefined {
  if (previews.has(hash)) return previews.get(hash);
  let url: string | undefined;
  try {
    url = bitmapDataUrl(decode(hash, SIZE, SIZE), SIZE, SIZE);
  } catch {
    // an invalid blurhash from an event just leaves the neutral background
    url = undefined;
  }
  if (previews.size >= CACHE_LIMIT) previews.delete(previews.keys().next().value ?? '');
  previews.set(hash, url);
  return url;
}

/** RGBA pixels as an uncompressed 24-bit BMP: a 54-byte header, rows bottom-up, 4-byte aligned. */
export function bitmapDataUrl(rgba: Uint8ClampedArray, width: number, height: number): string {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + rowSize * height;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x42; // 'B'
  bytes[1] = 0x4d; // 'M'
  view.setUint32(2, size, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, rowSize * height, true);
  for (let y = 0; y < height; y++) {
    const row = 54 + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      bytes[row + x * 3] = rgba[from + 2] ?? 0;
      bytes[row + x * 3 + 1] = rgba[from + 1] ?? 0;
      bytes[row + x * 3 + 2] = rgba[from] ?? 0;
    }
  }
  return `data:image/bmp;base64,${base64(bytes)}`;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Joined once, not grown a character at a time: the engine keeps a string grown piece by
 * piece as its pieces, twenty times the size, and the cache above holds a thousand.
 */
function base64(bytes: Uint8Array): string {
  const out: string[] = [];
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1] ?? 0;
    const c = bytes[index + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    out.push(
      ALPHABET[(triple >> 18) & 63] ?? '',
      ALPHABET[(triple >> 12) & 63] ?? '',
      index + 1 < bytes.length ? (ALPHABET[(triple >> 6) & 63] ?? '') : '=',
      index + 2 < bytes.length ? (ALPHABET[triple & 63] ?? '') : '=',
    );
  }
  return out.join('');
}
