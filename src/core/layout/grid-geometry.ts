/**
 * The grid's geometry (docs/views-and-keys.md, Grid view), shared by the grid, the early
 * request for its first pictures and the first screen painted before it
 * (stores/first-screen-posts.ts): all three must put a picture in the same box.
 */
import { aspectRatio, COLUMN_WIDTH, layoutMasonry, seenCount, type Box, type MasonryLayout } from './masonry-layout';
import type { MediaItem } from '../types';

export const GAP = 6;

/** The proxy width a tile's `src` falls back to; its srcset offers every width. */
export const TILE_PICTURE_WIDTH = 320;

export const ratioOfItem = (item: Pick<MediaItem, 'width' | 'height'>): number => aspectRatio(item.width, item.height);

/** The grid's layout of `items` at `width`, from scratch. */
export const gridLayout = (items: readonly Pick<MediaItem, 'width' | 'height'>[], width: number): MasonryLayout =>
  layoutMasonry(items.map(ratioOfItem), width, GAP);

/** The CSS width a tile's picture is shown at, for `sizes`: one column. */
export const columnSizes = (layout: MasonryLayout): string => `${Math.round(layout.boxes[0]?.width ?? COLUMN_WIDTH)}px`;

/** What the grid lays out: the feed's items but those whose picture failed before the viewer reached them. */
export function gridItems<T extends Pick<MediaItem, 'key'>>(items: readonly T[], failed: ReadonlySet<string>): readonly T[] {
  return failed.size === 0 ? items : items.filter((item) => !failed.has(item.key));
}

/**
 * How many leading items of the feed the viewer has seen, down to `bottom` in the grid's
 * coordinates: counted in `items`, though the layout's `boxes` are those of `shown`, the
 * grid's items (gridItems). The feed freezes that many (docs/views-and-keys.md, Pictures stay put).
 */
export function seenItems(
  boxes: readonly Box[],
  bottom: number,
  shown: readonly Pick<MediaItem, 'key'>[],
  items: readonly Pick<MediaItem, 'key'>[],
): number {
  const count = seenCount(boxes, bottom);
  const last = shown[count - 1]?.key;
  return shown === items || last === undefined ? count : items.findIndex((item) => item.key === last) + 1;
}
