import { useEffect, useRef } from 'react';
import { blobHash } from '../../core/media';
import { columnSizes, GAP, layoutMasonry, ratioOfItem, TILE_PICTURE_WIDTH, visibleIndexes } from '../../core/layout';
import { preloadPictures } from '../../components/picture-sources';
import { earlyServerLists } from '../../nostr/early-server-lists';
import { useFeedStore } from '../../stores/feed-store';
import { mediaSources } from '../../stores/media-sources';

/**
 * The first screen's pictures, asked for the moment the feed's posts reach the store.
 * React draws their tiles in a later task, and the pool mounts a few tiles per frame
 * (core/layout/tile-pool.ts), so a tile's <img> would ask only then; this way the bytes are on
 * their way, often already in, when the tiles appear, and no picture of the first screen
 * waits for its neighbours' tiles. Only the pictures the first screen will show, placed
 * as the grid places them (a viewport's height from the grid's top), until a feed's posts
 * fill that screen. Their authors' Blossom server lists are asked for with them, so a
 * dead picture's copies are known by the time it fails (docs/data-and-requests.md, Media
 * recovery).
 */
export function useEarlyPictures(width: number): void {
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
    const asked = new Set<string>();
    let feed: string | undefined;
    let screenFull = false;
    return useFeedStore.subscribe(({ key, items }) => {
      if (key !== feed) {
        feed = key;
        screenFull = false;
        asked.clear();
      }
      if (screenFull || items.length === 0 || gridWidth.current === 0) return;
      const layout = layoutMasonry(items.map(ratioOfItem), gridWidth.current, GAP);
      const bottom = window.innerHeight;
      const pictures = visibleIndexes(layout.boxes, 0, bottom).flatMap((index) => {
        const item = items[index];
        if (item?.type !== 'image' || asked.has(item.url)) return [];
        asked.add(item.url);
        if (blobHash(item)) earlyServerLists.ask(item.authorId);
        // Where its tile will load it from: a copy an earlier visit found, never a dead host.
        const status = mediaSources.statusOf(item);
        if (status.state !== 'loading') return [];
        return [{ url: status.url, width: TILE_PICTURE_WIDTH, onError: () => mediaSources.failed(item, status.url) }];
      });
      if (pictures.length > 0) removals.current.push(preloadPictures(pictures, columnSizes(layout)));
      // Every column reaches below the screen: this feed's later posts land under it.
      screenFull = Math.min(...layout.columnBottoms) >= bottom;
    });
  }, []);
}
