// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FITTED, KEY_STEP } from '../../core/zoom';
import { useZoom, type ZoomState } from './use-zoom';

/** A picture's box as the scroll view lays it out, with the hook's state handed out. */
function ZoomedBox({ active, onState }: { active: boolean; onState: (state: ZoomState) => void }) {
  const zoom = useZoom(active);
  onState(zoom);
  return <div ref={zoom.box} data-testid="box" />;
}

function zoomedBox(active = true) {
  let state: ZoomState | undefined;
  const onState = (next: ZoomState): void => void (state = next);
  const rendered = render(<ZoomedBox active={active} onState={onState} />);
  const current = (): ZoomState => {
    if (!state) throw new Error('not rendered');
    return state;
  };
  return { current, setActive: (next: boolean) => rendered.rerender(<ZoomedBox active={next} onState={onState} />) };
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
