// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInView } from './use-in-view';

/** The observers the hook made, so a test can report crossings as the browser would. */
const observers: FakeIntersectionObserver[] = [];

class FakeIntersectionObserver {
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  report(...entries: { isIntersecting: boolean; intersectionRatio: number }[]): void {
    act(() => this.callback(entries));
  }
}

function lastObserver(): FakeIntersectionObserver {
  const observer = observers.at(-1);
  if (!observer) throw new Error('no observer was made');
  return observer;
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useInView', () => {
  it("is false until the browser reports the element, then follows the latest report's share", () => {
    const element = document.createElement('div');
    const { result } = renderHook(() => useInView(element, 0.5));
    expect(result.current).toBe(false);
    expect(lastObserver().options).toEqual({ threshold: 0.5 });
    expect(lastObserver().observed).toEqual([element]);

    lastObserver().report({ isIntersecting: true, intersectionRatio: 0.6 });
    expect(result.current).toBe(true);
    lastObserver().report({ isIntersecting: true, intersectionRatio: 0.4 });
    expect(result.current).toBe(false);
    lastObserver().report({ isIntersecting: true, intersectionRatio: 0.2 }, { isIntersecting: true, intersectionRatio: 0.9 });
    expect(result.current).toBe(true);
  });

  it('says nothing of a new element from the report about the one before', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    const { result, rerender } = renderHook(({ element }) => useInView(element, 0.5), { initialProps: { element: first } });
    const firstObserver = lastObserver();
    firstObserver.report({ isIntersecting: true, intersectionRatio: 1 });
    expect(result.current).toBe(true);

    rerender({ element: second });
    expect(result.current).toBe(false);
    expect(firstObserver.disconnected).toBe(true);
    expect(lastObserver().observed).toEqual([second]);
  });

  it('observes nothing without an element', () => {
    const { result } = renderHook(() => useInView(null, 0.5));
    expect(result.current).toBe(false);
    expect(observers).toHaveLength(0);
  });
});
