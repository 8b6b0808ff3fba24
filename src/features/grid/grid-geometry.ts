/** The grid's geometry, shared by its view and the early request for its first pictures. */
import { aspectRatio, COLUMN_WIDTH, type MasonryLayout } from '../../core/masonry-layout';
import type { MediaItem } from '../../core/types';

export const GAP = 6;

/** The proxy width a tile's `src` falls back to; its srcset offers every width. */
export const TILE_PICTURE_WIDTH = 320;

export const ratioOfItem = (item: MediaItem): number => aspectRatio(item.width, item.height);

/** The CSS width a tile's picture is shown at, for `sizes`: one column. */
export const columnSizes = (layout: MasonryLayout): string => `${Math.round(layout.boxes[0]?.width ?? COLUMN_WIDTH)}px`;
