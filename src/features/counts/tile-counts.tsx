import type { MediaItem } from '../../core/types';
import { CountsRow } from './counts-row';
import { useWatchCounts } from './use-post-counts';

/**
 * The counts in a grid tile's hover info (docs/views-and-keys.md, Grid view): a chunk of
 * their own, loaded by the first hover, and asked for while the tile is hovered or focused.
 */
export function TileCounts({ item }: { item: MediaItem }) {
  useWatchCounts(item);
  return <CountsRow postId={item.noteId} className="counts-row--tile" />;
}
