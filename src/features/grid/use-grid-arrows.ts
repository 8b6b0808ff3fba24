import type { Box } from '../../core/layout';
import { spatialStep } from '../../core/layout';
import type { MediaItem } from '../../core/types';
import { useKeyBindings } from '../../hooks/use-key-bindings';

/**
 * The grid's arrow keys (docs/views-and-keys.md, Grid view): the current tile moves to
 * the tile above, below or beside it in the masonry, not along the feed, whose order
 * zigzags between columns. Every other key is left to the gallery. `current` is the
 * current tile's place among the shown tiles; `onMove` gets the key of the tile to make
 * current.
 */
export function useGridArrows(
  shown: readonly MediaItem[],
  boxes: readonly Box[],
  current: number | undefined,
  onMove: (key: string) => void,
): void {
  useKeyBindings('grid', (action) => {
    if (action !== 'up' && action !== 'down' && action !== 'left' && action !== 'right') return false;
    const item = shown[spatialStep(boxes, current, action) ?? -1];
    if (item) onMove(item.key);
    return true;
  });
}
