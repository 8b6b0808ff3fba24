// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('starts with the first value and takes a new one only once it has stood for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'c' } });
    expect(result.current).toBe('c');
    rerender({ value: 'ca' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('c');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ca');
  });

  it('starts the wait over on each change, so typing in bursts settles once, on the last value', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'c' } });
    rerender({ value: 'ca' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'cat' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('c');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('cat');
  });
});
