import { describe, expect, it } from 'vitest';
import { isVideoFile, MAX_VIDEO_BYTES, posterTime, videoPlan } from './video-output';

describe('videoPlan', () => {
  it('takes MP4, QuickTime, 3GPP and WebM, naming an .m4v an MP4', () => {
    expect(videoPlan({ name: 'a.mp4', type: 'video/mp4', size: 10 })).toEqual({ ok: true, container: 'mp4', mime: 'video/mp4' });
    expect(videoPlan({ name: 'a.m4v', type: 'video/x-m4v', size: 10 })).toEqual({ ok: true, container: 'mp4', mime: 'video/mp4' });
    expect(videoPlan({ name: 'a.mov', type: 'video/QuickTime', size: 10 })).toEqual({
      ok: true,
      container: 'mp4',
      mime: 'video/quicktime',
    });
    expect(videoPlan({ name: 'a.3gp', type: 'video/3gpp', size: 10 })).toMatchObject({ ok: true, container: 'mp4' });
    expect(videoPlan({ name: 'a.webm', type: 'video/webm', size: 10 })).toEqual({ ok: true, container: 'webm', mime: 'video/webm' });
  });

  it('refuses other videos and files too large, saying why', () => {
    expect(videoPlan({ name: 'a.avi', type: 'video/x-msvideo', size: 10 })).toEqual({
      ok: false,
      reason: 'a.avi is a video this app cannot post: MP4, MOV or WebM only.',
    });
    expect(videoPlan({ name: 'big.mp4', type: 'video/mp4', size: MAX_VIDEO_BYTES + 1 })).toEqual({
      ok: false,
      reason: 'big.mp4 is larger than 200 MB.',
    });
  });
});

describe('isVideoFile', () => {
  it('goes by the type the browser gives', () => {
    expect(isVideoFile({ type: 'video/webm' })).toBe(true);
    expect(isVideoFile({ type: 'image/gif' })).toBe(false);
  });
});

describe('posterTime', () => {
  it('is one second in, or the middle of a shorter video', () => {
    expect(posterTime(30)).toBe(1);
    expect(posterTime(0.5)).toBe(0.25);
  });
});
