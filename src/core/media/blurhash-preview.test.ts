import { encode } from 'blurhash';
import { describe, expect, it } from 'vitest';
import { bitmapDataUrl, blurhashPreviewUrl } from './blurhash-preview';

function bytesOf(url: string): Uint8Array {
  return Uint8Array.from(atob(url.replace('data:image/bmp;base64,', '')), (char) => char.charCodeAt(0));
}

describe('bitmapDataUrl', () => {
  it('writes a 24-bit BMP with rows bottom-up and blue-green-red pixels', () => {
    // 2x2: red, green on top; blue, white below
    const rgba = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]);
    const bytes = bytesOf(bitmapDataUrl(rgba, 2, 2));
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('BM');
    expect(view.getUint32(2, true)).toBe(bytes.length);
    expect(view.getInt32(18, true)).toBe(2);
    expect(view.getUint16(28, true)).toBe(24);
    // each row of 6 bytes is padded to 8; the bottom row (blue, white) comes first
    expect([...bytes.subarray(54, 60)]).toEqual([255, 0, 0, 255, 255, 255]);
    expect([...bytes.subarray(62, 68)]).toEqual([0, 0, 255, 0, 255, 0]);
    expect(bytes.length).toBe(54 + 16);
  });
});

describe('blurhashPreviewUrl', () => {
  it('decodes a blurhash to a small bitmap of its colours', () => {
    const red = new Uint8ClampedArray(4 * 4 * 4).map((_, index) => (index % 4 === 1 || index % 4 === 2 ? 0 : 255));
    const url = blurhashPreviewUrl(encode(red, 4, 4, 3, 3));
    expect(url).toMatch(/^data:image\/bmp;base64,/);
    const bytes = bytesOf(url ?? '');
    // blue, green, red of the first pixel: red
    expect(bytes[54 + 2]).toBeGreaterThan(200);
    expect(bytes[54]).toBeLessThan(40);
  });

  it('gives nothing for an invalid hash', () => {
    expect(blurhashPreviewUrl('not a hash')).toBeUndefined();
  });
});
