import { useEffect, useMemo, useRef, useState } from 'react';
import { aspectRatio, layoutMasonry, seenCount, visibleIndexes } from '../../core/masonry-layout';
import type { MediaItem } from '../../core/types';
import { useElementWidth } from '../../hooks/use-element-width';
import { useViewportWindow } from '../../hooks/use-viewport-window';
import { GridTile } from './grid-tile';
import './grid.css';

const GAP = 6;
/** Render this much beyond the viewport so fast scrolling finds tiles already there. */
const OVERSCAN = 800;

export interface GridViewProps {
  items: readonly MediaItem[];
  current?: number;
  onOpen(index: number): void;
  onEndReached(): void;
  onSeen(count: number): void;
}

/**
 * Masonry with computed positions: only tiles near the viewport are mounted, so the DOM
 * stays bounded however long the feed grows.
 */
export function GridView({ items, current, onOpen, onEndReached, onSeen }: GridViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container);
  const view = useViewportWindow(container);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());

  const shown = useMemo(() => items.filter((item) => !failed.has(item.key)), [items, failed]);
  const layout = useMemo(
    () => layoutMasonry(shown.map((item) => aspectRatio(item.width, item.height)), width, GAP),
    [shown, width],
  );
  const visible = width > 0 ? visibleIndexes(layout.boxes, view.top - OVERSCAN, view.bottom + OVERSCAN) : [];
  const seen = seenCount(layout.boxes, view.bottom);
  const nearEnd = shown.length > 0 && view.bottom + 2 * OVERSCAN > layout.height;

  useEffect(() => onSeen(seen), [seen, onSeen]);
  useEffect(() => {
    if (nearEnd) onEndReached();
  }, [nearEnd, shown.length, onEndReached]);

  const markFailed = (key: string): void => setFailed((previous) => new Set(previous).add(key));
  const columnCss = `${Math.round(layout.boxes[0]?.width ?? 230)}px`;

  return (
    <div ref={container} className="grid" style={{ height: layout.height }} role="list" aria-label="Pictures" data-items={items.length}>
      {visible.map((index) => {
        const item = shown[index];
        const box = layout.boxes[index];
        if (!item || !box) return null;
        return (
          <GridTile
            key={item.key}
            item={item}
            box={box}
            sizes={columnCss}
            eager={box.y < view.bottom}
            current={items[current ?? -1]?.key === item.key}
            onOpen={() => onOpen(items.indexOf(item))}
            onFail={markFailed}
          />
        );
      })}
    </div>
  );
}
