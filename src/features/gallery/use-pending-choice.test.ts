// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePendingChoice } from './use-pending-choice';

describe('usePendingChoice', () => {
  it('shows the choice at once, until the settled value changes, which then wins', () => {
    const { result, rerender } = renderHook(({ settled }) => usePendingChoice(settled), {
      initialProps: { settled: 'all' as string | undefined },
    });
    act(() => result.current[1]('video'));
    expect(result.current[0]).toBe('video');
    rerender({ settled: 'all' });
    expect(result.current[0]).toBe('video');
    rerender({ settled: 'image' });
    expect(result.current[0]).toBe('image');
  });

  it('holds a choice of undefined, as the newest order is', () => {
    const { result } = renderHook(() => usePendingChoice<string | undefined>('7d'));
    act(() => result.current[1](undefined));
    expect(result.current[0]).toBeUndefined();
  });
});
