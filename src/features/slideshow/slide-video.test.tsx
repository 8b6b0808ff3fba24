// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../core/types';
import { blobCopies } from '../../nostr/blob-copies';
import { SlideVideo } from './slide-video';
import { pictureOf } from '../../../tests/support/media-item';

vi.mock('../../nostr/blob-copies', () => ({ blobCopies: vi.fn() }));

const post = { id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 21, created_at: 1_700_000_000, tags: [], content: 'Waves' };
const item: MediaItem = { ...pictureOf(post, 'https://dead.example/waves.mp4'), type: 'video', mime: 'video/mp4' };

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function slide(props: Partial<Parameters<typeof SlideVideo>[0]> = {}) {
  return <SlideVideo item={item} paused={false} blurred={false} onReady={vi.fn()} onDuration={vi.fn()} onError={vi.fn()} {...props} />;
}

describe('SlideVideo', () => {
  it('plays at once, muted and inline, and pauses with the slideshow', () => {
    const { container, rerender } = render(slide());
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe(item.url);
    expect(video?.muted).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    rerender(slide({ paused: true }));
    expect(pause).toHaveBeenCalled();
    expect(container.querySelectorAll('video')).toHaveLength(1);
  });

  it('does not play while content-warned', () => {
    render(slide({ blurred: true }));
    expect(play).not.toHaveBeenCalled();
  });

  it("reports the file's length and its first frame", () => {
    const onDuration = vi.fn();
    const onReady = vi.fn();
    const { container } = render(slide({ onDuration, onReady }));
    const video = container.querySelector('video') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { value: 14.5 });
    fireEvent.loadedMetadata(video);
    fireEvent.loadedData(video);
    expect(onDuration).toHaveBeenCalledWith(14.5);
    expect(onReady).toHaveBeenCalled();
  });

  it('is given up, and the slide skipped, once the file and every copy of it failed', async () => {
    vi.mocked(blobCopies).mockResolvedValue([]);
    const onError = vi.fn();
    const { container } = render(slide({ onError }));
    fireEvent.error(container.querySelector('video') as HTMLVideoElement);
    await act(() => vi.dynamicImportSettled());
    expect(onError).toHaveBeenCalled();
  });
});
