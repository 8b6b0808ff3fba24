// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAINT_WAIT_MS, useSeenAfterPaint } from './use-seen-after-paint';

/** The grid, its top `top` pixels below the top of the viewport. */
function gridAt(top: number) {
  const element = document.body.appendChild(document.createElement('div'));
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 800, 4000));
  return { current: element };
}

/** A picture in the grid: decoded, still loading, or failed (complete, but with no size). */
function picture(grid: { current: HTMLElement }, state: 'decoded' | 'loading' | 'broken'): HTMLImageElement {
  const image = grid.current.appendChild(document.createElement('img'));
  Object.defineProperty(image, 'complete', { value: state !== 'loading' });
  Object.defineProperty(image, 'naturalWidth', { value: state === 'decoded' ? 640 : 0 });
  return image;
}

function seenAfterPaint(grid: { current: HTMLElement }, drawn: boolean) {
  const seenAbove = vi.fn((bottom: number) => Math.floor(bottom / 100));
  const onSeen = vi.fn<(count: number) => void>();
  const rendered = renderHook(({ drawn }) => useSeenAfterPaint(grid, drawn, seenAbove, onSeen), { initialProps: { drawn } });
  return { seenAbove, onSeen, ...rendered };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('useSeenAfterPaint', () => {
  it('reports nothing before the tiles are drawn, however long it waits', () => {
    const { onSeen } = seenAfterPaint(gridAt(0), false);
    act(() => vi.advanceTimersByTime(PAINT_WAIT_MS * 5));
    expect(onSeen).not.toHaveBeenCalled();
  });

  it('reports at once when a drawn tile already has its picture decoded, counting to the bottom of the viewport', () => {
    const grid = gridAt(100);
    picture(grid, 'decoded');
    const { onSeen, seenAbove } = seenAfterPaint(grid, true);
    expect(seenAbove).toHaveBeenCalledWith(window.innerHeight - 100);
    expect(onSeen).toHaveBeenCalledWith(Math.floor((window.innerHeight - 100) / 100));
  });

  it('reports when the first picture inside loads, and from then on after every render', () => {
    const grid = gridAt(0);
    const image = picture(grid, 'loading');
    const { onSeen, rerender } = seenAfterPaint(grid, true);
    expect(onSeen).not.toHaveBeenCalled();
    act(() => image.dispatchEvent(new Event('load')));
    expect(onSeen).toHaveBeenCalledOnce();
    rerender({ drawn: true });
    expect(onSeen).toHaveBeenCalledTimes(2);
  });

  it('reports after the bounded wait when no picture comes (a failed one is no picture)', () => {
    const grid = gridAt(0);
    picture(grid, 'loading');
    picture(grid, 'broken');
    const { onSeen } = seenAfterPaint(grid, true);
    act(() => vi.advanceTimersByTime(PAINT_WAIT_MS - 1));
    expect(onSeen).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSeen).toHaveBeenCalledOnce();
  });
});
