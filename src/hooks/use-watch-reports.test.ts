// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trustActions } from '../stores/trust-store';
import { useWatchReports } from './use-watch-reports';

const firstScreen = vi.hoisted(() => {
  let show = (): void => undefined;
  let shown = new Promise<void>((resolve) => (show = resolve));
  return {
    whenShown: () => shown,
    show: () => show(),
    reset() {
      shown = new Promise<void>((resolve) => (show = resolve));
    },
  };
});
const loader = vi.hoisted(() => ({ stop: vi.fn(), watchReports: vi.fn() }));

vi.mock('../stores/first-pictures', () => ({ whenFirstPicturesShown: () => firstScreen.whenShown() }));
vi.mock('../stores/reports-loader', () => ({ watchReports: loader.watchReports }));

const POST = 'b'.repeat(64);
const ROOT = 'a'.repeat(64);

function withCircle(): void {
  trustActions.started(ROOT);
  trustActions.known(ROOT, { follows: new Set([ROOT]), circle: new Set([ROOT]) });
}

/** Lets the hook's promises (the first screen, the chunk) settle. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  firstScreen.reset();
  trustActions.cleared();
  loader.watchReports.mockReset().mockReturnValue(loader.stop);
  loader.stop.mockReset();
});
afterEach(() => {
  cleanup();
  trustActions.cleared();
});

describe('useWatchReports', () => {
  it('watches nothing before the first screen is shown, then the post until the component leaves', async () => {
    withCircle();
    const { unmount } = renderHook(() => useWatchReports(POST));
    await settle();
    expect(loader.watchReports).not.toHaveBeenCalled();
    firstScreen.show();
    await waitFor(() => expect(loader.watchReports).toHaveBeenCalledWith(POST));
    unmount();
    expect(loader.stop).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a circle, nor for no post', async () => {
    firstScreen.show();
    renderHook(() => useWatchReports(POST));
    withCircle();
    renderHook(() => useWatchReports(undefined));
    trustActions.cleared();
    await settle();
    expect(loader.watchReports).not.toHaveBeenCalled();
  });

  it('starts watching once a circle is known', async () => {
    firstScreen.show();
    renderHook(() => useWatchReports(POST));
    await settle();
    expect(loader.watchReports).not.toHaveBeenCalled();
    withCircle();
    await waitFor(() => expect(loader.watchReports).toHaveBeenCalledWith(POST));
  });

  it('watches nothing for a component that left before the loader came', async () => {
    withCircle();
    const { unmount } = renderHook(() => useWatchReports(POST));
    unmount();
    firstScreen.show();
    await settle();
    await settle();
    expect(loader.watchReports).not.toHaveBeenCalled();
  });
});
