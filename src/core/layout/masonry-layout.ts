/**
 * Masonry geometry (docs/views-and-keys.md, Grid view: 2 to 6 columns, about one per 230px).
 * Positions are computed, not measured, so only the items near the viewport need to be
 * in the DOM and nothing moves when an image finishes loading.
 */
export const COLUMN_WIDTH = 230;
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 6;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MasonryLayout {
  boxes: Box[];
  height: number;
  columns: number;
  /** Where the next item of each column goes. */
  columnBottoms: number[];
  width: number;
  gap: number;
}

export function columnCount(width: number): number {
  const count = Math.round(width / COLUMN_WIDTH);
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Number.isFinite(count) ? count : MIN_COLUMNS));
}

/** Height over width; unknown or absurd sizes are shown square or clamped. */
export function aspectRatio(width?: number, height?: number): number {
  if (!width || !height || width <= 0 || height <= 0) return 1;
  return Math.min(2.5, Math.max(0.4, height / width));
}

/** Each item goes to the shortest column, in feed order. */
export function layoutMasonry(ratios: readonly number[], width: number, gap: number): MasonryLayout {
  const columns = columnCount(width);
  const empty = { boxes: [], height: 0, columns, columnBottoms: new Array<number>(columns).fill(0), width, gap };
  return extendMasonry(empty, ratios);
}

/** The layout with more items after the last: earlier boxes are kept, not recomputed. */
export function extendMasonry(layout: MasonryLayout, ratios: readonly number[]): MasonryLayout {
  const { columns, width, gap } = layout;
  const columnWidth = Math.max(1, (width - gap * (columns - 1)) / columns);
  const heights = [...layout.columnBottoms];
  const boxes = layout.boxes.slice();
  for (const ratio of ratios) {
    let shortest = 0;
    for (let column = 1; column < columns; column++) {
      if ((heights[column] ?? 0) < (heights[shortest] ?? 0)) shortest = column;
    }
    const y = heights[shortest] ?? 0;
    const height = Math.round(columnWidth * ratio);
    boxes.push({ x: shortest * (columnWidth + gap), y, width: columnWidth, height });
    heights[shortest] = y + height + gap;
  }
  return { boxes, height: Math.max(0, ...heights), columns, columnBottoms: heights, width, gap };
}

/**
 * Lays a growing feed out again only where it grew. A feed mostly grows at its end (older
 * pages); re-placing thousands of boxes for every batch of 30 made the garbage that
 * paused scrolling. Anything else (new posts on top, a removed item, another width) is
 * laid out from scratch.
 */
export function createMasonry<T>(ratioOf: (item: T) => number, gap: number): (items: readonly T[], width: number) => MasonryLayout {
  let last: { items: readonly T[]; layout: MasonryLayout } | undefined;
  return (items, width) => {
    const grown = last && last.layout.width === width && startsWith(items, last.items);
    const layout =
      grown && last
        ? extendMasonry(last.layout, items.slice(last.items.length).map(ratioOf))
        : layoutMasonry(items.map(ratioOf), width, gap);
    last = { items, layout };
    return layout;
  };
}

function startsWith<T>(items: readonly T[], prefix: readonly T[]): boolean {
  if (prefix.length > items.length) return false;
  for (let index = 0; index < prefix.length; index++) if (items[index] !== prefix[index]) return false;
  return true;
}

/** Indexes of the boxes that overlap [top, bottom]. */
export function visibleIndexes(boxes: readonly Box[], top: number, bottom: number): number[] {
  const visible: number[] = [];
  for (let index = 0; index < boxes.length; index++) {
    const box = boxes[index];
    if (box && box.y < bottom && box.y + box.height > top) visible.push(index);
  }
  return visible;
}

/** How many leading items have their top above `bottom`: the part the viewer has seen. */
export function seenCount(boxes: readonly Box[], bottom: number): number {
  let last = -1;
  for (let index = 0; index < boxes.length; index++) {
    const box = boxes[index];
    if (box && box.y < bottom) last = index;
  }
  return last + 1;
}
