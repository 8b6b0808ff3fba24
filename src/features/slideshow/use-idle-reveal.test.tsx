// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleReveal } from './use-idle-reveal';

const IDLE_MS = 3_000;

function Controls() {
  const controls = useIdleReveal(IDLE_MS);
  return (
    <div
      data-testid="controls"
      data-shown={controls.shown}
      onPointerMove={controls.reveal}
      onFocus={controls.onFocus}
      onBlur={controls.onBlur}
    >
      <button type="button">Pause</button>
      <button type="button">Next</button>
    </div>
  );
}

const shown = (): boolean => screen.getByTestId('controls').dataset.shown === 'true';
const wait = (ms: number): void => {
  act(() => void vi.advanceTimersByTime(ms));
};
const move = (): void => void fireEvent.pointerMove(screen.getByTestId('controls'));
const button = (name: string): HTMLElement => screen.getByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers();
  render(<Controls />);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useIdleReveal', () => {
  it('shows the controls on activity and hides them once it has stopped for the idle time', () => {
    expect(shown()).toBe(false);
    move();
    expect(shown()).toBe(true);
    wait(2_000);
    move();
    wait(2_000);
    expect(shown()).toBe(true);
    wait(1_000);
    expect(shown()).toBe(false);
  });

  it('keeps them shown while keyboard focus is inside, moving between them included', () => {
    act(() => button('Pause').focus());
    act(() => button('Next').focus());
    wait(IDLE_MS * 3);
    expect(shown()).toBe(true);

    act(() => button('Next').blur());
    wait(IDLE_MS - 1);
    expect(shown()).toBe(true);
    wait(1);
    expect(shown()).toBe(false);
  });

  it('does not pin them for focus a click left behind', () => {
    move();
    // happy-dom has no focus-visible heuristics: a focus event on an element it has not
    // focused stands for the focus a mouse click gives, which does not match :focus-visible.
    fireEvent.focus(button('Pause'));
    wait(IDLE_MS);
    expect(shown()).toBe(false);
  });
});
