/**
 * The grid's geometry (docs/views-and-keys.md, Grid view), shared by the grid, the early
 * request for its first pictures and the first screen painted before it
 * (stores/first-screen-posts.ts): all three must put a picture in the same box.
 */
import { aspectRatio, COLUMN_WIDTH, layoutMasonry, type MasonryLayout } from './masonry-layout';
import type { MediaItem } from './types';

export const GAP = 6;

/** The proxy width a tile's `src` falls back to; its srcset offers every width. */
export const TILE_PICTURE_WIDTH = 320;

export const ratioOfItem = (item: Pick<MediaItem, 'width' | 'height'>): number => aspectRatio(item.width, item.height);

/** The grid's layout of `items` at `width`, from scratch. */
export const gridLayout = (items: readonly Pick<MediaItem, 'width' | 'height'>[], width: number): MasonryLayout =>
  layoutMasonry(items.map(ratioOfItem), width, GAP);

/** The CSS width a tile's picture is shown at, for `sizes`: one column. */
export const columnSizes = (layout: MasonryLayout): string => `${Math.round(layout.boxes[0]?.width ?? COLUMN_WIDTH)}px`;
