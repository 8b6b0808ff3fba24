// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Box } from '../../core/layout';
import type { MediaItem } from '../../core/types';
import { useGridArrows } from './use-grid-arrows';
import { pictureOf } from '../../../tests/support/media-item';

function press(key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, cancelable: true });
  window.dispatchEvent(event);
  return event;
}

/**
 * Two columns, the feed zigzagging between them:
 *   a  b
 *   a  d
 *   c  d
 */
const BOXES: Box[] = [
  { x: 0, y: 0, width: 100, height: 200 },
  { x: 110, y: 0, width: 100, height: 100 },
  { x: 0, y: 210, width: 100, height: 100 },
  { x: 110, y: 110, width: 100, height: 200 },
];
function tile(key: string): MediaItem {
  const post = { id: key.repeat(64), pubkey: 'f'.repeat(64), kind: 20, created_at: 1_700_000_000, tags: [], content: '' };
  return pictureOf(post, `https://media.example/${key}.jpg`, { key });
}

const SHOWN = ['a', 'b', 'c', 'd'].map(tile);

afterEach(cleanup);

describe('useGridArrows', () => {
  it('moves the current tile to the one above, below or beside it in the masonry, not along the feed', () => {
    const onMove = vi.fn<(key: string) => void>();
    const { rerender } = renderHook(({ current }) => useGridArrows(SHOWN, BOXES, current, onMove), { initialProps: { current: 0 } });
    press('ArrowDown');
    expect(onMove).toHaveBeenLastCalledWith('c');
    press('ArrowRight');
    expect(onMove).toHaveBeenLastCalledWith('b');
    rerender({ current: 2 });
    press('ArrowRight');
    expect(onMove).toHaveBeenLastCalledWith('d');
  });

  it('takes the arrows from the page and leaves every other key to the gallery', () => {
    const onMove = vi.fn<(key: string) => void>();
    renderHook(() => useGridArrows(SHOWN, BOXES, undefined, onMove));
    expect(press('ArrowUp').defaultPrevented).toBe(true);
    expect(onMove).toHaveBeenCalledWith('a');
    expect(press('x').defaultPrevented).toBe(false);
    expect(onMove).toHaveBeenCalledOnce();
  });
});
