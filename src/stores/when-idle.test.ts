import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

/** Whether `promise` has resolved by now, without waiting for it. */
async function isResolved(promise: Promise<void>): Promise<boolean> {
  let resolved = false;
  void promise.then(() => (resolved = true));
  await Promise.resolve();
  return resolved;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it("waits for the browser's idle callback, with the time-out as its deadline", async () => {
    const requestIdleCallback = vi.fn<(callback: () => void, options: { timeout: number }) => number>();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const idle = whenIdle(3000);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    vi.advanceTimersByTime(10_000);
    expect(await isResolved(idle)).toBe(false);
    requestIdleCallback.mock.calls[0]?.[0]();
    expect(await isResolved(idle)).toBe(true);
  });

  it('without idle callbacks, waits a moment, never longer than the time-out', async () => {
    const moment = whenIdle(3000);
    vi.advanceTimersByTime(49);
    expect(await isResolved(moment)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await isResolved(moment)).toBe(true);

    const short = whenIdle(10);
    vi.advanceTimersByTime(10);
    expect(await isResolved(short)).toBe(true);
  });
});
