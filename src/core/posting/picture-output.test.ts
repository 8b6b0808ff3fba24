import { describe, expect, it } from 'vitest';
import { blurhashPlan, ENCODE_QUALITY, MAX_PICTURE_BYTES, outputSize, pictureOutputPlan } from './picture-output';

const file = (type: string, size = 1000) => ({ name: 'p', type, size });

describe('pictureOutputPlan', () => {
  it('re-encodes every picture: JPEG, WebP and PNG in their own format', () => {
    expect(pictureOutputPlan(file('image/jpeg'))).toEqual({ ok: true, mime: 'image/jpeg', quality: ENCODE_QUALITY });
    expect(pictureOutputPlan(file('image/webp'))).toEqual({ ok: true, mime: 'image/webp', quality: ENCODE_QUALITY });
    expect(pictureOutputPlan(file('image/png'))).toEqual({ ok: true, mime: 'image/png' });
  });

  it('makes a GIF a PNG, and HEIC, AVIF, TIFF or an unnamed image type a JPEG', () => {
    expect(pictureOutputPlan(file('image/gif'))).toEqual({ ok: true, mime: 'image/png' });
    for (const type of ['image/heic', 'image/avif', 'image/tiff', 'image/bmp'])
      expect(pictureOutputPlan(file(type))).toMatchObject({ mime: 'image/jpeg' });
  });

  it('refuses what is not a picture, SVG (a document that can carry script) and files too large', () => {
    expect(pictureOutputPlan({ name: 'notes.txt', type: 'text/plain', size: 5 })).toEqual({
      ok: false,
      reason: 'notes.txt is not a photo or picture file.',
    });
    expect(pictureOutputPlan(file(''))).toMatchObject({ ok: false });
    expect(pictureOutputPlan(file('image/svg+xml'))).toMatchObject({ ok: false });
    expect(pictureOutputPlan({ name: 'big.jpg', type: 'image/jpeg', size: MAX_PICTURE_BYTES + 1 })).toEqual({
      ok: false,
      reason: 'big.jpg is larger than 50 MB.',
    });
  });
});

describe('outputSize', () => {
  it('keeps a picture its size up to the limit', () => {
    expect(outputSize(4000, 3000)).toEqual({ width: 4000, height: 3000 });
  });

  it('scales a larger one down on its longest side, keeping its shape', () => {
    expect(outputSize(16384, 4096)).toEqual({ width: 8192, height: 2048 });
    expect(outputSize(100, 20000)).toEqual({ width: 41, height: 8192 });
  });
});

describe('blurhashPlan', () => {
  it('computes from a 32-pixel copy, with more components along the longer side', () => {
    expect(blurhashPlan(640, 480)).toEqual({ width: 32, height: 24, componentsX: 4, componentsY: 3 });
    expect(blurhashPlan(480, 640)).toEqual({ width: 24, height: 32, componentsX: 3, componentsY: 4 });
    expect(blurhashPlan(10, 8)).toEqual({ width: 10, height: 8, componentsX: 4, componentsY: 3 });
  });
});
