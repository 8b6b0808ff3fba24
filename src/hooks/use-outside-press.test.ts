// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOutsidePress } from './use-outside-press';

function press(target: Element): void {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
}

function panelWithin() {
  const panel = document.body.appendChild(document.createElement('div'));
  const button = panel.appendChild(document.createElement('button'));
  const outside = document.body.appendChild(document.createElement('p'));
  return { ref: { current: panel }, button, outside };
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('useOutsidePress', () => {
  it('dismisses on a press outside the panel, not on one inside it', () => {
    const { ref, button, outside } = panelWithin();
    const onOutside = vi.fn();
    renderHook(() => useOutsidePress(ref, onOutside));
    press(button);
    expect(onOutside).not.toHaveBeenCalled();
    press(outside);
    expect(onOutside).toHaveBeenCalledOnce();
  });

  it('listens only while active', () => {
    const { ref, outside } = panelWithin();
    const onOutside = vi.fn();
    const { rerender, unmount } = renderHook(({ active }) => useOutsidePress(ref, onOutside, active), {
      initialProps: { active: false },
    });
    press(outside);
    expect(onOutside).not.toHaveBeenCalled();
    rerender({ active: true });
    press(outside);
    expect(onOutside).toHaveBeenCalledOnce();
    unmount();
    press(outside);
    expect(onOutside).toHaveBeenCalledOnce();
  });
});
