import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { columnSizes, createMasonry, createTilePool, GAP, gridItems, ratioOfItem, seenItems, visibleIndexes } from '../../core/layout';
import type { MediaItem } from '../../core/types';
import { useElementWidth } from '../../hooks/use-element-width';
import { useFirstScreen } from '../../hooks/use-first-screen';
import { useViewportWindow } from '../../hooks/use-viewport-window';
import type { FeedAnswer } from '../../stores/feed-store';
import { GridTile } from './grid-tile';
import { useCurrentInView } from './use-current-in-view';
import { useEarlyPictures } from './use-early-pictures';
import { useSeenAfterPaint } from './use-seen-after-paint';
import { useGridArrows } from './use-grid-arrows';
import './grid.css';

/**
 * Render this much beyond the viewport, in the direction it moves, so scrolling finds
 * tiles (and their pictures) already there; behind it, only a little, for a small step
 * back. A jump of a few screens otherwise filled, and asked pictures for, 800 px of
 * tiles behind the new viewport that nobody would see.
 */
const OVERSCAN_AHEAD = 800;
const OVERSCAN_BEHIND = 200;
/** New tiles per frame: a fling that needs sixty mounts them over several frames. */
const TILES_PER_FRAME = 8;

export interface GridViewProps {
  items: readonly MediaItem[];
  /** The first answer is not complete yet: posts may still sort into place. */
  loading?: boolean;
  /** How much of the relays' answer is on screen (hooks/use-first-screen.ts). */
  answer: FeedAnswer;
  current?: number;
  /** Items whose picture failed to load: left out of the grid. */
  failed: ReadonlySet<string>;
  onFail(key: string): void;
  /** The post of this key was pressed. */
  onOpen(key: string): void;
  /** The arrow keys moved the current picture (an index into `items`). */
  onCurrentChange(index: number): void;
  onEndReached(): void;
  onSeen(count: number): void;
}

/**
 * Masonry with computed positions: only tiles near the viewport are in the DOM, drawn
 * from a pool of reused elements (core/layout/tile-pool.ts), so the DOM stays bounded however
 * long the feed grows and scrolling creates no garbage.
 */
export function GridView({
  items,
  loading = false,
  answer,
  current,
  failed,
  onFail,
  onOpen,
  onCurrentChange,
  onEndReached,
  onSeen,
}: GridViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container);
  const view = useViewportWindow(container);
  const [layoutOf] = useState(() => createMasonry(ratioOfItem, GAP));
  const [pool] = useState(createTilePool);
  const [, renderNextFrame] = useReducer((frame: number) => frame + 1, 0);

  const shown = useMemo(() => gridItems(items, failed), [items, failed]);
  const indexOf = useMemo(() => new Map(shown.map((item, index) => [item.key, index])), [shown]);
  const layout = useMemo(() => layoutOf(shown, width), [layoutOf, shown, width]);

  const inView = width > 0 ? visibleIndexes(layout.boxes, view.top, view.bottom) : [];
  const above = view.direction === 1 ? OVERSCAN_BEHIND : OVERSCAN_AHEAD;
  const below = view.direction === 1 ? OVERSCAN_AHEAD : OVERSCAN_BEHIND;
  const around = width > 0 ? visibleIndexes(layout.boxes, view.top - above, view.bottom + below) : [];
  const wanted = [...new Set([...inView, ...around])].map((index) => shown[index]?.key ?? '');
  // The pool remembers its slots from render to render; a render React discards only
  // costs some reuse, as every render's slots are its own. At the top of the feed, where
  // every visit starts, the whole screen is filled at once: a visit's first pictures
  // should not wait a frame, and a render, for each eight of them.
  const budget = view.top <= 0 ? Math.max(TILES_PER_FRAME, inView.length) : TILES_PER_FRAME;
  const step = pool(wanted, budget);
  const nearEnd = shown.length > 0 && view.bottom + 2 * OVERSCAN_AHEAD > layout.height;

  useEffect(() => {
    if (!step.pending) return;
    const frame = requestAnimationFrame(renderNextFrame);
    return () => cancelAnimationFrame(frame);
  });
  // Older posts are asked for once the first answer is complete: its first screen alone
  // would reach the end of the grid while the rest is still arriving.
  useEffect(() => {
    if (nearEnd && !loading) onEndReached();
  }, [nearEnd, loading, shown.length, onEndReached]);

  const columnCss = columnSizes(layout);
  const currentKey = items[current ?? -1]?.key;
  const currentPosition = indexOf.get(currentKey ?? '');
  useCurrentInView(container, current, width > 0 ? layout.boxes[currentPosition ?? -1] : undefined);
  useGridArrows(shown, layout.boxes, currentPosition, (key) => onCurrentChange(items.findIndex((item) => item.key === key)));

  // Tiles in feed order, the order of the list for keyboards and screen readers. Hidden
  // tiles keep their place, so a tile that scrolls out is not moved in the DOM; only a
  // slot taken over by a new picture is (keyed by slot: moved, not made anew). DOM moves
  // were about half of the longest tasks while scrolling.
  const tiles = step.slots
    .map((slot, index) => ({ slot: index, shown: slot.shown, position: indexOf.get(slot.key) }))
    .filter((tile): tile is { slot: number; shown: boolean; position: number } => tile.position !== undefined)
    .sort((a, b) => a.position - b.position);
  useEarlyPictures(width);
  // Counted in the feed's items, of which the grid leaves the failed ones out.
  const seenAbove = (bottom: number): number => seenItems(layout.boxes, bottom, shown, items);
  useSeenAfterPaint(container, tiles.length > 0, seenAbove, onSeen);
  // Drawn once every tile of the window is in (the pool fills them over a few frames):
  // only then are the first screen's pictures the grid's to report as shown.
  useFirstScreen(container, {
    drawn: (tiles.length > 0 && !step.pending) || (!loading && items.length === 0),
    answer: items.length === 0 ? 'none' : answer,
  });

  return (
    <div
      ref={container}
      className="grid"
      style={{ height: layout.height }}
      role="list"
      aria-label="Pictures"
      aria-busy={loading}
      data-items={items.length}
    >
      {tiles.map(({ slot, shown: isShown, position }) => {
        const item = shown[position];
        const box = layout.boxes[position];
        if (!item || !box) return null;
        return (
          <GridTile
            key={slot}
            item={item}
            box={box}
            hidden={!isShown}
            sizes={columnCss}
            eager={isShown && box.y < view.bottom}
            current={currentKey === item.key}
            onOpen={onOpen}
            onFail={onFail}
          />
        );
      })}
    </div>
  );
}
