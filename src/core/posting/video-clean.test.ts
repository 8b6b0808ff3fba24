import { describe, expect, it } from 'vitest';
import { cleanVideo } from './video-clean';

describe('cleanVideo', () => {
  it('refuses an MP4 whose boxes cannot be read, naming the file', () => {
    expect(cleanVideo(new Uint8Array([0, 0, 0, 40, 0x66, 0x74]), 'mp4', 'clip.mp4')).toEqual({
      ok: false,
      reason: 'clip.mp4 could not be read as a video: its boxes do not add up.',
    });
  });

  it('takes a WebM, whatever its tags hold', () => {
    expect(cleanVideo(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), 'webm', 'clip.webm')).toEqual({ ok: true, removed: [] });
  });
});
