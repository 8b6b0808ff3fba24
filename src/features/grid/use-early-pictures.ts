import { useEffect, useRef } from 'react';
import { layoutMasonry, visibleIndexes } from '../../core/masonry-layout';
import { preloadPictures } from '../../components/picture-sources';
import { useFeedStore } from '../../stores/feed-store';
import { mediaSources } from '../../stores/media-sources';
import { columnSizes, GAP, ratioOfItem, TILE_PICTURE_WIDTH } from './grid-geometry';

/**
 * The first screen's pictures, asked for the moment the feed's posts reach the store
 * (issue 4). React draws their tiles in a later task, once the relay's whole burst has
 * been handled (60-130 ms later on the benchmark's machine), and the tiles' <img>
 * elements would only ask then; this way the bytes are on their way, often already in,
 * when the tiles appear. Only while the grid has no tiles, and only the pictures the
 * first screen will show, placed as the grid places them: a viewport's height from the
 * grid's top, as what sits above an empty grid (the loading status) goes when the tiles come.
 */
export function useEarlyPictures(width: number, drawn: boolean): void {
  const gridWidth = useRef(width);
  useEffect(() => {
    gridWidth.current = width;
  });

  const removals = useRef<(() => void)[]>([]);
  useEffect(
    () => () => {
      for (const remove of removals.current) remove();
      removals.current = [];
    },
    [],
  );

  useEffect(() => {
    if (drawn) return undefined;
    const asked = new Set<string>();
    return useFeedStore.subscribe(({ items }) => {
      if (items.length === 0 || gridWidth.current === 0) return;
      const layout = layoutMasonry(items.map(ratioOfItem), gridWidth.current, GAP);
      const pictures = visibleIndexes(layout.boxes, 0, window.innerHeight).flatMap((index) => {
        const item = items[index];
        if (item?.type !== 'image' || asked.has(item.url)) return [];
        asked.add(item.url);
        // Where its tile will load it from: a copy an earlier visit found, never a dead host.
        const status = mediaSources.statusOf(item);
        if (status.state !== 'loading') return [];
        return [{ url: status.url, width: TILE_PICTURE_WIDTH, onError: () => mediaSources.failed(item, status.url) }];
      });
      if (pictures.length > 0) removals.current.push(preloadPictures(pictures, columnSizes(layout)));
    });
  }, [drawn]);
}
