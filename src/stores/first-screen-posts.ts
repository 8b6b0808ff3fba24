/**
 * A first visit's first screen (docs/cache-and-offline.md, First screen): the feed's posts,
 * checked and judged as the feed store holds them, painted by the first screen's painter
 * (stores/first-screen.ts) where the grid will put them, before React has rendered. The
 * layout is the grid's own (core/layout/grid-geometry.ts) at the grid's place; the pictures are
 * the files the grid's tiles will ask for. Once one is drawn, what is on screen is frozen
 * in the store as the grid freezes it (docs/views-and-keys.md, Pictures stay put), so the
 * grid draws every picture where it already is.
 */
import { feedAnswer } from '../core/feed';
import { type Box, columnSizes, gridItems, gridLayout, seenItems, TILE_PICTURE_WIDTH, visibleIndexes } from '../core/layout';
import { pictureSources, type ImageProxyConfig } from '../core/media';
import type { MediaItem } from '../core/types';
import type { FeedState } from './feed-store';
import type { FirstScreenPainter, SketchPicture } from './first-screen-painter';
import type { MediaStatus } from './media-sources';

/** Where the grid is in the page, the page scrolled to its top. */
export interface GridPlace {
  left: number;
  top: number;
  width: number;
}

export interface FirstScreenPostsDependencies {
  feed: { getState(): FeedState; subscribe(listener: (state: FeedState) => void): () => void };
  /** Freezes at least this many leading items of the feed (stores/feed-store.ts). */
  freezeAtLeast(count: number): void;
  painter: Pick<FirstScreenPainter, 'expect' | 'paint' | 'unpaint' | 'complete' | 'onHandedOver'>;
  /** Where the item's file loads from now (stores/media-sources.ts). */
  sourceOf(item: MediaItem): MediaStatus;
  /** The file failed to load from `url`. */
  failed(item: MediaItem, url: string): void;
  /** The file has no address to load from yet: a copy is to be looked for (stores/media-sources.ts, settle). */
  settle(item: MediaItem): void;
  proxy(): ImageProxyConfig;
  /** The viewer pressed the item's picture. */
  press(key: string): void;
  /** An image fetching this address while its post was checked, handed over once. */
  takeLoading?(src: string): HTMLImageElement | undefined;
  /** Whether the painted boxes reach the window's bottom, told after each paint, and no once handed over. */
  noteFull?(full: boolean): void;
}

export interface FirstScreenPostsOptions {
  /** The feed whose posts are painted. */
  key: string;
  place: GridPlace;
  /** The window's height: the first screen ends there. */
  screenHeight: number;
}

/** A picture the grid draws as a picture: a video tile and a content-warned one are the grid's to draw. */
const isPlainPicture = (item: MediaItem): boolean => item.type === 'image' && item.contentWarning === undefined;

/** Paints the feed's first screen as its items arrive, until the painted screen goes; the function returned stops. */
export function paintFirstScreenPosts(
  { key, place, screenHeight }: FirstScreenPostsOptions,
  deps: FirstScreenPostsDependencies,
): () => void {
  const bottom = screenHeight - place.top;
  let painted = new Set<string>();
  let drawnAny = false;
  let seen = (): number => 0;

  const freeze = (): void => {
    if (drawnAny) deps.freezeAtLeast(seen());
  };

  function pictureOf(item: MediaItem, box: Box, sizes: string): SketchPicture | undefined {
    if (!isPlainPicture(item)) return undefined;
    const source = deps.sourceOf(item);
    if (source.state === 'looking') deps.settle(item);
    if (source.state !== 'loading') return undefined;
    const { src, srcSet } = pictureSources(source.url, TILE_PICTURE_WIDTH, deps.proxy());
    const loading = deps.takeLoading?.(src);
    return {
      key: item.key,
      src,
      ...(srcSet ? { srcset: srcSet, sizes } : {}),
      ...(loading ? { loading } : {}),
      box: { x: box.x + place.left, y: box.y + place.top, width: box.width, height: box.height },
      onPress: () => deps.press(item.key),
      onError: () => deps.failed(item, source.url),
      onDrawn: () => {
        drawnAny = true;
        freeze();
      },
    };
  }

  function update({ key: feed, items, failed, lifecycle }: FeedState): void {
    if (feed !== key) return;
    const shown = gridItems(items, failed);
    const layout = gridLayout(shown, place.width);
    const sizes = columnSizes(layout);
    const now = new Set<string>();
    for (const index of visibleIndexes(layout.boxes, 0, bottom)) {
      const item = shown[index];
      const box = layout.boxes[index];
      const picture = item && box ? pictureOf(item, box, sizes) : undefined;
      if (!picture) continue;
      now.add(picture.key);
      deps.painter.paint(picture);
    }
    for (const gone of painted) if (!now.has(gone)) deps.painter.unpaint(gone);
    painted = now;
    const full = layout.boxes.length > 0 && Math.min(...layout.columnBottoms) >= bottom;
    deps.noteFull?.(full);
    if (full || feedAnswer(lifecycle) !== 'none') deps.painter.complete();
    // As the grid counts what the viewer has seen.
    seen = () => seenItems(layout.boxes, bottom, shown, items);
    freeze();
  }

  deps.painter.expect();
  update(deps.feed.getState());
  const stop = deps.feed.subscribe(update);
  // Handed over, there is no painted screen to have room (first-screen-room.ts).
  deps.painter.onHandedOver(() => {
    stop();
    deps.noteFull?.(false);
  });
  return stop;
}
