import { describe, expect, it } from 'vitest';
import { isSlideMedia, VIDEO_SLIDE_FACTOR, videoSlideMs } from './video-slide';

describe('videoSlideMs', () => {
  it('lasts as long as the video, within one and four picture slides', () => {
    expect(videoSlideMs(20, 8_000)).toBe(20_000);
    expect(videoSlideMs(2.5, 8_000)).toBe(8_000);
    expect(videoSlideMs(3_600, 8_000)).toBe(VIDEO_SLIDE_FACTOR * 8_000);
    expect(videoSlideMs(10, 3_000)).toBe(10_000);
    expect(videoSlideMs(60, 3_000)).toBe(12_000);
  });

  it("counts as a picture's slide until the length is known, or when it is no length", () => {
    expect(videoSlideMs(undefined, 8_000)).toBe(8_000);
    expect(videoSlideMs(Number.NaN, 8_000)).toBe(8_000);
    expect(videoSlideMs(Number.POSITIVE_INFINITY, 8_000)).toBe(8_000);
    expect(videoSlideMs(-1, 8_000)).toBe(8_000);
  });
});

describe('isSlideMedia', () => {
  it('takes pictures and videos', () => {
    expect(isSlideMedia({ type: 'image' })).toBe(true);
    expect(isSlideMedia({ type: 'video' })).toBe(true);
    expect(isSlideMedia({ type: 'audio' })).toBe(false);
  });
});
