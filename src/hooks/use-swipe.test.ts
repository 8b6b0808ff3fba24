// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSwipe } from './use-swipe';

const element = document.createElement('div');
const ref = { current: element };

function touch(x: number, y: number, identifier = 0): Touch {
  return new Touch({ identifier, target: element, clientX: x, clientY: y });
}

function swipe(from: [number, number], to: [number, number]): void {
  element.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(...from)] }));
  element.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(...to)] }));
}

function swipeHandler() {
  const onSwipe = vi.fn<(direction: 'left' | 'right') => void>();
  const rendered = renderHook(() => useSwipe(ref, onSwipe));
  return { onSwipe, ...rendered };
}

afterEach(cleanup);

describe('useSwipe', () => {
  it('reads a move to the left as next and one to the right as previous', () => {
    const { onSwipe } = swipeHandler();
    swipe([200, 100], [120, 110]);
    swipe([100, 100], [180, 90]);
    expect(onSwipe.mock.calls).toEqual([['left'], ['right']]);
  });

  it('ignores a move that is short, or not clearly sideways (a scroll)', () => {
    const { onSwipe } = swipeHandler();
    swipe([200, 100], [151, 100]);
    swipe([200, 100], [100, 150]);
    expect(onSwipe).not.toHaveBeenCalled();
    swipe([200, 100], [150, 100]);
    expect(onSwipe).toHaveBeenCalledOnce();
  });

  it('ignores a move that started with two fingers (a pinch)', () => {
    const { onSwipe } = swipeHandler();
    element.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(200, 100), touch(300, 100, 1)] }));
    element.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(100, 100)] }));
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it('counts each touch once and stops listening when unmounted', () => {
    const { onSwipe, unmount } = swipeHandler();
    swipe([200, 100], [100, 100]);
    element.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(0, 100)] }));
    expect(onSwipe).toHaveBeenCalledOnce();
    unmount();
    swipe([200, 100], [100, 100]);
    expect(onSwipe).toHaveBeenCalledOnce();
  });
});
