// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlideTimer } from './use-slide-timer';

const DURATION = 8_000;

function slideTimer(slide: string, running = true) {
  const onDone = vi.fn();
  const rendered = renderHook(({ slide, running }) => useSlideTimer(slide, running, DURATION, onDone), {
    initialProps: { slide, running },
  });
  const wait = (ms: number): void => {
    act(() => void vi.advanceTimersByTime(ms));
  };
  return { onDone, wait, ...rendered };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSlideTimer', () => {
  it('moves on once the slide has run its time', () => {
    const { onDone, wait } = slideTimer('a');
    wait(DURATION - 1);
    expect(onDone).not.toHaveBeenCalled();
    wait(1);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('keeps the time already run through a pause: on resume only the rest is left', () => {
    const { onDone, wait, rerender } = slideTimer('a');
    wait(5_000);
    rerender({ slide: 'a', running: false });
    wait(60_000);
    expect(onDone).not.toHaveBeenCalled();
    rerender({ slide: 'a', running: true });
    wait(2_999);
    expect(onDone).not.toHaveBeenCalled();
    wait(1);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('gives a new slide its full time', () => {
    const { onDone, wait, rerender } = slideTimer('a');
    wait(5_000);
    rerender({ slide: 'b', running: true });
    wait(DURATION - 1);
    expect(onDone).not.toHaveBeenCalled();
    wait(1);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('gives its full time to a slide stepped to while paused', () => {
    const { onDone, wait, rerender } = slideTimer('a');
    wait(5_000);
    rerender({ slide: 'a', running: false });
    rerender({ slide: 'b', running: false });
    rerender({ slide: 'b', running: true });
    wait(DURATION - 1);
    expect(onDone).not.toHaveBeenCalled();
    wait(1);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('gives its full time to a slide stepped away from and back to while paused', () => {
    const { onDone, wait, rerender } = slideTimer('a');
    wait(5_000);
    rerender({ slide: 'a', running: false });
    rerender({ slide: 'b', running: false });
    rerender({ slide: 'a', running: false });
    rerender({ slide: 'a', running: true });
    wait(DURATION - 1);
    expect(onDone).not.toHaveBeenCalled();
    wait(1);
    expect(onDone).toHaveBeenCalledOnce();
  });
});
