// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from './use-element-width';

let reportWidth: ((width: number) => void) | undefined;
const disconnect = vi.fn();

class FakeResizeObserver {
  constructor(callback: (entries: { contentRect: { width: number } }[]) => void) {
    reportWidth = (width) => act(() => callback([{ contentRect: { width } }]));
  }
  observe(): void {}
  disconnect = disconnect;
}

beforeEach(() => {
  reportWidth = undefined;
  disconnect.mockClear();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useElementWidth', () => {
  it("starts at the element's width, then follows its resizes in whole pixels", () => {
    const element = document.createElement('div');
    Object.defineProperty(element, 'clientWidth', { value: 640 });
    const ref = { current: element };
    const { result, unmount } = renderHook(() => useElementWidth(ref));
    expect(result.current).toBe(640);
    reportWidth?.(412.6);
    expect(result.current).toBe(413);
    unmount();
    expect(disconnect).toHaveBeenCalledOnce();
  });

  it('is 0 without an element', () => {
    const ref = { current: null };
    const { result } = renderHook(() => useElementWidth(ref));
    expect(result.current).toBe(0);
    expect(reportWidth).toBeUndefined();
  });
});
