import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstPictures } from './first-pictures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('first pictures', () => {
  it('are shown when the grid says so, and what waited for them goes on', async () => {
    const pictures = createFirstPictures();
    const waited = vi.fn();
    void pictures.whenShown().then(waited);
    await vi.advanceTimersByTimeAsync(500);
    expect(pictures.isShown()).toBe(false);
    expect(waited).not.toHaveBeenCalled();
    pictures.markShown();
    await Promise.resolve();
    expect(waited).toHaveBeenCalledOnce();
    expect(pictures.isShown()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('count as shown at the page-time limit, loaded or not', async () => {
    const pictures = createFirstPictures();
    const waited = vi.fn();
    void pictures.whenShown().then(waited);
    void pictures.whenShown().then(waited);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(waited).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toHaveBeenCalledTimes(2);
    expect(createFirstPictures().isShown()).toBe(true);
  });
});
