// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../core/types';
import { settingsActions } from '../../stores/settings-store';
import { useVideoSlideTime } from './use-video-slide-time';
import { pictureOf } from '../../../tests/support/media-item';

const post = { id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 21, created_at: 1_700_000_000, tags: [], content: '' };
const picture = pictureOf(post, 'https://one.example/a.jpg');
const video = (extra: Partial<MediaItem> = {}): MediaItem => ({ ...pictureOf(post, 'https://one.example/v.mp4'), type: 'video', ...extra });

afterEach(() => settingsActions.change({ videoAutoplay: true }));

describe('useVideoSlideTime', () => {
  it("gives a picture the slide time, and a video the post's length within bounds", () => {
    expect(renderHook(() => useVideoSlideTime(picture, 8_000)).result.current.slideTime).toBe(8_000);
    expect(renderHook(() => useVideoSlideTime(video({ duration: 20 }), 8_000)).result.current.slideTime).toBe(20_000);
    expect(renderHook(() => useVideoSlideTime(video({ duration: 600 }), 8_000)).result.current.slideTime).toBe(32_000);
  });

  it("takes the file's length once its header is read, for that video only", () => {
    const { result, rerender } = renderHook(({ slide }) => useVideoSlideTime(slide, 8_000), { initialProps: { slide: video() } });
    expect(result.current.slideTime).toBe(8_000);
    act(() => result.current.onDuration('https://one.example/v.mp4', 14.2));
    expect(result.current.slideTime).toBe(14_200);
    rerender({ slide: video({ key: 'other' }) });
    expect(result.current.slideTime).toBe(8_000);
  });

  it('with "Play videos automatically" off, a video is its poster for a picture\'s time', () => {
    settingsActions.change({ videoAutoplay: false });
    const { result } = renderHook(() => useVideoSlideTime(video({ duration: 20 }), 8_000));
    expect(result.current).toMatchObject({ slideTime: 8_000, plays: false });
  });
});
