// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FITTED, KEY_STEP } from '../../core/layout';
import { useZoom } from './use-zoom';

/** The hook with its box in place, as the scroll view's picture gives it one. */
function zoomedBox(active = true) {
  const rendered = renderHook(({ active }) => useZoom(active), { initialProps: { active } });
  rendered.result.current.box.current = document.createElement('div');
  return { current: () => rendered.result.current, setActive: (next: boolean) => rendered.rerender({ active: next }) };
}

afterEach(cleanup);

describe('useZoom', () => {
  it('starts fitted, steps in with easing, and remembers it was zoomed after a reset', () => {
    const { current } = zoomedBox();
    expect(current()).toMatchObject({ zoom: FITTED, smooth: false, wasZoomed: false });
    act(() => current().step('in'));
    expect(current().zoom.scale).toBeCloseTo(KEY_STEP);
    expect(current()).toMatchObject({ smooth: true, wasZoomed: true });
    act(() => current().reset());
    expect(current()).toMatchObject({ zoom: FITTED, wasZoomed: true });
  });

  it('steps from the zoom it has reached, not from the one last drawn', () => {
    const { current } = zoomedBox();
    act(() => {
      current().step('in');
      current().step('in');
    });
    expect(current().zoom.scale).toBeCloseTo(KEY_STEP * KEY_STEP);
  });

  it('fits the picture again, and forgets it was zoomed, once its item is no longer the current one', () => {
    const { current, setActive } = zoomedBox();
    act(() => current().step('in'));
    setActive(false);
    expect(current()).toMatchObject({ zoom: FITTED, smooth: false, wasZoomed: false });
    setActive(true);
    act(() => current().step('in'));
    expect(current().zoom.scale).toBeCloseTo(KEY_STEP);
  });
});
