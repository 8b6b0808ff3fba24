/**
 * Where an arrow key takes the current tile in the masonry grid (docs/views-and-keys.md,
 * Grid view): up and down to the tile above or below in the same column, left and right
 * to the neighbouring column. Feed order jumps sideways in a masonry layout, since each
 * item goes to the shortest column, so the grid steps by the boxes instead.
 */
import type { Box } from './masonry-layout';

export type Direction = 'up' | 'down' | 'left' | 'right';

/** Boxes are computed from fractional column widths: half a pixel is the same place. */
const TOLERANCE = 0.5;

/**
 * The index of the tile to move to. With no current tile (or one that is not laid out)
 * any arrow starts at the first tile; at an edge the current tile stays. Undefined only
 * when there are no tiles.
 */
export function spatialStep(boxes: readonly Box[], current: number | undefined, direction: Direction): number | undefined {
  const from = current === undefined ? undefined : boxes[current];
  if (current === undefined || !from) return boxes.length > 0 ? 0 : undefined;
  const found = direction === 'up' || direction === 'down' ? vertical(boxes, from, direction) : sideways(boxes, from, direction);
  return found ?? current;
}

function horizontalOverlap(a: Box, b: Box): number {
  return Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
}

function verticalOverlap(a: Box, b: Box): number {
  return Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
}

const centreY = (box: Box): number => box.y + box.height / 2;

/** The nearest tile above or below that shares the column: smallest gap, then widest overlap. */
function vertical(boxes: readonly Box[], from: Box, direction: 'up' | 'down'): number | undefined {
  let best: { index: number; gap: number; overlap: number } | undefined;
  boxes.forEach((box, index) => {
    const overlap = horizontalOverlap(box, from);
    if (overlap <= TOLERANCE) return;
    const gap = direction === 'down' ? box.y - (from.y + from.height) : from.y - (box.y + box.height);
    if (gap < -TOLERANCE) return;
    if (!best || gap < best.gap || (gap === best.gap && overlap > best.overlap)) best = { index, gap, overlap };
  });
  return best?.index;
}

/**
 * In the nearest column to the side, the tile whose vertical centre is nearest to the
 * current one's, preferring one that shares some of its height (so the move is level
 * whenever a level tile exists); the upper one on a tie.
 */
function sideways(boxes: readonly Box[], from: Box, direction: 'left' | 'right'): number | undefined {
  // How far beyond the current tile's side each box starts: negative boxes are not beside it.
  const distance = (box: Box): number => (direction === 'right' ? box.x - (from.x + from.width) : from.x - (box.x + box.width));
  let nearest = Infinity;
  for (const box of boxes) {
    const away = distance(box);
    if (away >= -TOLERANCE && away < nearest) nearest = away;
  }
  if (nearest === Infinity) return undefined;

  const centre = centreY(from);
  let best: { index: number; level: boolean; offset: number; y: number } | undefined;
  boxes.forEach((box, index) => {
    const away = distance(box);
    if (away < -TOLERANCE || away > nearest + TOLERANCE) return;
    const level = verticalOverlap(box, from) > 0;
    const offset = Math.abs(centreY(box) - centre);
    const better =
      !best || (level && !best.level) || (level === best.level && (offset < best.offset || (offset === best.offset && box.y < best.y)));
    if (better) best = { index, level, offset, y: box.y };
  });
  return best?.index;
}
