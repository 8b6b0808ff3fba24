// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useViewportWindow } from './use-viewport-window';

/** The resize observers' callbacks, so a test can say that the page's layout moved. */
const resizeCallbacks: (() => void)[] = [];

class FakeResizeObserver {
  constructor(callback: () => void) {
    resizeCallbacks.push(callback);
  }
  observe(): void {}
  disconnect(): void {}
}

/** An element whose top sits `offset` pixels below the top of the viewport (negative once scrolled past). */
function elementAt(offset: number) {
  const element = document.createElement('div');
  const position = { offset };
  const measured = vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, position.offset, 100, 5000));
  return { ref: { current: element }, position, measured };
}

function scroll(): void {
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers();
  resizeCallbacks.length = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useViewportWindow', () => {
  it("gives the viewport's top and bottom in the element's own coordinates from the start", () => {
    const { ref } = elementAt(-300);
    const { result } = renderHook(() => useViewportWindow(ref));
    expect(result.current).toEqual({ top: 300, bottom: 300 + window.innerHeight, direction: 1 });
  });

  it('measures once per frame however many scroll events come, and says which way the page went', () => {
    const { ref, position, measured } = elementAt(0);
    const { result } = renderHook(() => useViewportWindow(ref));
    measured.mockClear();

    position.offset = -500;
    scroll();
    scroll();
    scroll();
    expect(measured).not.toHaveBeenCalled();
    act(() => vi.advanceTimersToNextFrame());
    expect(measured).toHaveBeenCalledOnce();
    expect(result.current).toMatchObject({ top: 500, direction: 1 });

    position.offset = -200;
    scroll();
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toMatchObject({ top: 200, bottom: 200 + window.innerHeight, direction: -1 });
  });

  it('keeps the same object while nothing moved, so nothing renders again', () => {
    const { ref } = elementAt(-100);
    const { result } = renderHook(() => useViewportWindow(ref));
    const before = result.current;
    scroll();
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(before);
  });

  it('measures again when the layout above the element changes without a scroll', () => {
    const { ref, position } = elementAt(-100);
    const { result } = renderHook(() => useViewportWindow(ref));
    position.offset = -40;
    for (const callback of resizeCallbacks) callback();
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toMatchObject({ top: 40, direction: -1 });
  });

  it('stops measuring when unmounted, a frame already asked for included', () => {
    const { ref, measured } = elementAt(0);
    const { unmount } = renderHook(() => useViewportWindow(ref));
    measured.mockClear();
    scroll();
    unmount();
    vi.advanceTimersToNextFrame();
    scroll();
    vi.advanceTimersToNextFrame();
    expect(measured).not.toHaveBeenCalled();
  });
});
