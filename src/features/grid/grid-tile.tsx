import { memo, useCallback } from 'react';
import { altText, excerpt } from '../../core/alt-text';
import type { Box } from '../../core/masonry-layout';
import { displayName } from '../../core/profile';
import { timeLabel } from '../../core/time-label';
import type { MediaItem } from '../../core/types';
import { MediaImage } from '../../components/media-image';
import { MediaVideo } from '../../components/media-video';
import { useProfile } from '../../hooks/use-profile';
import { TILE_PICTURE_WIDTH } from './grid-geometry';

/** docs/constants.md: hover info shows up to 5 tags. */
const HOVER_TAGS = 5;

export interface GridTileProps {
  item: MediaItem;
  box: Box;
  /** A pooled tile out of the window: kept, with its picture, for the next one to come in. */
  hidden: boolean;
  sizes: string;
  eager: boolean;
  current: boolean;
  onOpen(key: string): void;
  onFail(key: string): void;
}

export const GridTile = memo(function GridTile({ item, box, hidden, sizes, eager, current, onOpen, onFail }: GridTileProps) {
  const profile = useProfile(item.authorId);
  const name = displayName(profile, item.author);
  const alt = altText(item, name);
  const open = useCallback(() => onOpen(item.key), [onOpen, item.key]);
  const fail = useCallback(() => onFail(item.key), [onFail, item.key]);
  return (
    <div
      className={current ? 'grid-tile is-current' : 'grid-tile'}
      role="listitem"
      hidden={hidden}
      style={{ transform: `translate(${box.x}px, ${box.y}px)`, width: box.width, height: box.height }}
    >
      <button type="button" className="grid-tile__open" onClick={open} aria-label={`Open: ${alt}`}>
        {item.type === 'video' ? (
          <MediaVideo item={item} preview onError={fail} />
        ) : (
          <MediaImage item={item} sizes={sizes} width={TILE_PICTURE_WIDTH} alt={alt} eager={eager} onError={fail} />
        )}
      </button>
      <div className="grid-tile__info" aria-hidden="true">
        <div className="grid-tile__author">
          {name} · {timeLabel(item.timestamp, Math.floor(Date.now() / 1000))}
        </div>
        {item.content && <div className="grid-tile__text">{excerpt(item.content)}</div>}
        {item.tags.length > 0 && (
          <div className="grid-tile__tags">{item.tags.slice(0, HOVER_TAGS).map((tag) => `#${tag}`).join(' ')}</div>
        )}
      </div>
    </div>
  );
});
