import { describe, expect, it } from 'vitest';
import type { VideoVariant } from '../types';
import { chooseVariant, HLS_MIME, MAX_VARIANT_SIDE, variantsOf, type PlaybackContext } from './video-variant';

const small: VideoVariant = { url: 'https://v.com/360.mp4', width: 640, height: 360, mime: 'video/mp4' };
const medium: VideoVariant = { url: 'https://v.com/720.mp4', width: 1280, height: 720, mime: 'video/mp4' };
const large: VideoVariant = { url: 'https://v.com/1080.mp4', width: 1920, height: 1080, mime: 'video/mp4' };
const huge: VideoVariant = { url: 'https://v.com/2160.mp4', width: 3840, height: 2160, mime: 'video/mp4' };
const all = [large, small, huge, medium];

/** A 1280x800 desktop window at density 1 on a fast connection that plays mp4 and webm. */
function context(overrides: Partial<PlaybackContext> = {}): PlaybackContext {
  return {
    viewportWidth: 1280,
    viewportHeight: 800,
    pixelRatio: 1,
    canPlay: (mime) => mime === 'video/mp4' || mime === 'video/webm',
    ...overrides,
  };
}

describe('chooseVariant', () => {
  it("takes the smallest rendition whose long side covers the window's long side at its density", () => {
    expect(chooseVariant(all, context())).toBe(medium);
    expect(chooseVariant(all, context({ viewportWidth: 1281 }))).toBe(large);
    expect(chooseVariant(all, context({ viewportWidth: 500, viewportHeight: 300 }))).toBe(small);
    // A phone held upright: its long side is its height, times its density.
    expect(chooseVariant(all, context({ viewportWidth: 390, viewportHeight: 600, pixelRatio: 2 }))).toBe(medium);
  });

  it('is capped: past a full-HD long side a bigger screen gets no bigger file', () => {
    expect(chooseVariant(all, context({ viewportWidth: 2560, viewportHeight: 1440, pixelRatio: 2 }))).toBe(large);
    expect(MAX_VARIANT_SIDE).toBe(1920);
    // Nothing within the cap covers the screen: the largest within the cap, not the 4K file.
    expect(chooseVariant([huge, small], context({ viewportWidth: 1920, viewportHeight: 1080 }))).toBe(small);
    // Every rendition is above the cap: the smallest of them.
    expect(chooseVariant([huge, { ...huge, url: 'https://v.com/8k.mp4', width: 7680, height: 4320 }], context())).toBe(huge);
  });

  it('takes the largest when none covers the window', () => {
    expect(chooseVariant([small, medium], context({ viewportWidth: 1600 }))).toBe(medium);
  });

  it('takes the smallest on a data-saving or slow connection', () => {
    expect(chooseVariant(all, context({ saveData: true }))).toBe(small);
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(chooseVariant(all, context({ effectiveType })), effectiveType).toBe(small);
    expect(chooseVariant(all, context({ effectiveType: '4g', saveData: false }))).toBe(medium);
  });

  it('prefers a type the browser can play, and plays anything rather than nothing', () => {
    const mov = { ...medium, url: 'https://v.com/720.mov', mime: 'video/quicktime' };
    expect(chooseVariant([mov, { ...large, mime: 'video/webm' }], context())?.url).toBe(large.url);
    expect(chooseVariant([mov], context())).toBe(mov);
    // An undeclared type may still play: it stays in.
    const unknown = { url: 'https://v.com/720', width: 1280, height: 720 };
    expect(chooseVariant([large, unknown], context())).toBe(unknown);
  });

  it('asks about an HLS playlist by one name, whether declared or read from the path', () => {
    const asked: string[] = [];
    const canPlay = (mime: string): boolean => {
      asked.push(mime);
      return mime === HLS_MIME;
    };
    const declared = { url: 'https://v.com/master', mime: 'application/x-mpegurl', width: 1280, height: 720 };
    const byPath = { url: 'https://v.com/master.m3u8', width: 1920, height: 1080 };
    expect(chooseVariant([small, declared, byPath], context({ canPlay }))).toBe(declared);
    expect(asked).toEqual(['video/mp4', HLS_MIME, HLS_MIME]);
  });

  it("keeps the post's order among equals and when no rendition gives its size", () => {
    const copy = { ...medium, url: 'https://v.com/copy.mp4' };
    expect(chooseVariant([medium, copy], context())).toBe(medium);
    expect(chooseVariant([copy, medium], context())).toBe(copy);
    const first = { url: 'https://v.com/a.mp4' };
    expect(chooseVariant([first, { url: 'https://v.com/b.mp4' }], context())).toBe(first);
    expect(chooseVariant([first, small], context())).toBe(small);
    expect(chooseVariant([], context())).toBeUndefined();
  });
});

describe('variantsOf', () => {
  it("gives an item's renditions, or its one file as one", () => {
    expect(variantsOf({ url: 'https://v.com/a.mp4', width: 10, height: 20, mime: 'video/mp4', variants: [small, large] })).toEqual([
      small,
      large,
    ]);
    expect(variantsOf({ url: 'https://v.com/a.mp4', width: 10, height: 20, mime: 'video/mp4', hash: 'a'.repeat(64) })).toEqual([
      { url: 'https://v.com/a.mp4', width: 10, height: 20, mime: 'video/mp4', hash: 'a'.repeat(64) },
    ]);
  });
});
