// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Box } from '../../core/layout';
import { useCurrentInView } from './use-current-in-view';

/** A grid whose top is at the top of the viewport (happy-dom's is 768 pixels high). */
const grid = { current: document.createElement('div') };
const onScreen: Box = { x: 0, y: 100, width: 200, height: 200 };
const justBelow: Box = { x: 0, y: 700, width: 200, height: 200 };

let scrollBy: Mock<(options: ScrollToOptions) => void>;

beforeEach(() => {
  scrollBy = vi.fn<(options: ScrollToOptions) => void>();
  vi.stubGlobal('scrollBy', scrollBy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function currentTile(current: number | undefined, box: Box | undefined) {
  return renderHook(({ current, box }) => useCurrentInView(grid, current, box), { initialProps: { current, box } });
}

describe('useCurrentInView', () => {
  it('scrolls just enough to show the current tile whole, at once', () => {
    currentTile(3, justBelow);
    // The tile's bottom at 900, the viewport's usable bottom at 768 - 16.
    expect(scrollBy).toHaveBeenCalledWith({ top: 900 - 752, behavior: 'instant' });
  });

  it('leaves the page where it is when the tile is seen, or there is none', () => {
    const { rerender } = currentTile(3, onScreen);
    rerender({ current: undefined, box: justBelow });
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('waits for the grid to be laid out, and does not follow the tile when only the layout moves', () => {
    const { rerender } = currentTile(3, undefined);
    expect(scrollBy).not.toHaveBeenCalled();
    rerender({ current: 3, box: onScreen });
    rerender({ current: 3, box: justBelow });
    expect(scrollBy).not.toHaveBeenCalled();
    rerender({ current: 4, box: justBelow });
    expect(scrollBy).toHaveBeenCalledOnce();
  });
});
