// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyAction } from '../core/layout';
import { useKeyBindings } from './use-key-bindings';

/** Presses `key` on `target` as a browser would: the event bubbles to the window and can be cancelled. */
function press(key: string, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('useKeyBindings', () => {
  it("hands the view's action to the handler and takes the key from the page", () => {
    const onAction = vi.fn<(action: KeyAction) => boolean | void>();
    renderHook(() => useKeyBindings('slideshow', onAction));
    const event = press('ArrowRight');
    expect(onAction).toHaveBeenCalledWith('next');
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves a key to the page when the handler declines it, or when it is no action', () => {
    const onAction = vi.fn<(action: KeyAction) => boolean | void>(() => false);
    renderHook(() => useKeyBindings('grid', onAction));
    expect(press('ArrowUp').defaultPrevented).toBe(false);
    expect(onAction).toHaveBeenCalledWith('up');
    onAction.mockClear();
    expect(press('q').defaultPrevented).toBe(false);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('ignores keys typed into a field, keys already taken, and every key while a dialog is open', () => {
    const onAction = vi.fn<(action: KeyAction) => boolean | void>();
    renderHook(() => useKeyBindings('grid', onAction));
    const field = document.body.appendChild(document.createElement('input'));
    press('g', field);

    const taken = new KeyboardEvent('keydown', { key: 'g', cancelable: true });
    taken.preventDefault();
    window.dispatchEvent(taken);

    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    press('h');
    expect(onAction).not.toHaveBeenCalled();

    dialog.remove();
    press('h');
    expect(onAction).toHaveBeenCalledWith('home');
  });

  it('follows the view it is given and stops listening when unmounted', () => {
    const onAction = vi.fn<(action: KeyAction) => boolean | void>();
    const { rerender, unmount } = renderHook(({ view }) => useKeyBindings(view, onAction), {
      initialProps: { view: 'grid' as 'grid' | 'scroll' },
    });
    press('Escape');
    expect(onAction).toHaveBeenLastCalledWith('clear-current');
    rerender({ view: 'scroll' });
    press('Escape');
    expect(onAction).toHaveBeenLastCalledWith('grid');
    unmount();
    press('Escape');
    expect(onAction).toHaveBeenCalledTimes(2);
  });
});
