import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { altText, durationLabel, excerpt } from '../../core/media';
import type { Box } from '../../core/layout';
import { displayName } from '../../core/identity';
import { tagPath } from '../../core/routes';
import { TILE_PICTURE_WIDTH, timeLabel } from '../../core/layout';
import type { MediaItem } from '../../core/types';
import { ContentWarningCover } from '../../components/content-warning-cover';
import { MediaImage } from '../../components/media-image';
import { MediaVideo } from '../../components/media-video';
import { useContentWarning } from '../../hooks/use-content-warning';
import { useWatchReports } from '../../hooks/use-watch-reports';
import { useProfile } from '../../hooks/use-profile';

/** docs/constants.md: hover info shows up to 5 tags. */
const HOVER_TAGS = 5;

/** The counts in the hover info: a chunk of their own, which brings the relay client only when first hovered. */
const TileCounts = lazy(() => import('../counts/tile-counts').then((module) => ({ default: module.TileCounts })));

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
  // docs/content-rules.md, Content warnings and Reported posts: blurred, with the reason, until "Show".
  const warning = useContentWarning(item);
  // The circle's reports of the tiles in the window (docs/data-and-requests.md, Reports).
  useWatchReports(hidden ? undefined : item.noteId);
  const open = useCallback(() => onOpen(item.key), [onOpen, item.key]);
  const fail = useCallback(() => onFail(item.key), [onFail, item.key]);
  // A pooled tile shows other videos in turn: a length read from the file counts only
  // for the file it was read from.
  const [loaded, setLoaded] = useState<{ url: string; seconds: number }>();
  const url = item.url;
  const measure = useCallback((seconds: number) => setLoaded({ url, seconds }), [url]);
  const isVideo = item.type === 'video';
  // The video's length: the event's when it gives one, else the file's, else none.
  const duration = isVideo ? durationLabel(item.duration ?? (loaded?.url === url ? loaded.seconds : undefined)) : undefined;
  const label = isVideo ? `Open video${duration ? ` (${duration})` : ''}: ${alt}` : `Open: ${alt}`;
  // The post's counts are wanted while its hover info shows (docs/views-and-keys.md, Grid view).
  const [hovered, setHovered] = useState(false);
  return (
    <div
      className={current ? 'grid-tile is-current' : 'grid-tile'}
      role="listitem"
      hidden={hidden}
      style={{ transform: `translate(${box.x}px, ${box.y}px)`, width: box.width, height: box.height }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
      }}
    >
      <button type="button" className="grid-tile__open" onClick={open} aria-label={label}>
        {isVideo ? (
          <MediaVideo
            item={item}
            side={Math.max(box.width, box.height)}
            onError={fail}
            onDuration={measure}
            blurred={warning !== undefined}
          />
        ) : (
          <MediaImage
            item={item}
            sizes={sizes}
            width={TILE_PICTURE_WIDTH}
            alt={alt}
            eager={eager}
            onError={fail}
            blurred={warning !== undefined}
          />
        )}
        {isVideo && (
          <span className="grid-tile__video" aria-hidden="true">
            <span className="grid-tile__play">▶</span>
            {duration && <span className="grid-tile__duration">{duration}</span>}
          </span>
        )}
      </button>
      {/* Beside the tile's button, not in it: a button holds no other button. */}
      {warning !== undefined && <ContentWarningCover itemKey={item.key} reason={warning} type={item.type} compact />}
      <div className="grid-tile__info">
        {/* The button's name already says what the picture is; this repeats it for the eye. */}
        <div aria-hidden="true">
          <div className="grid-tile__author">
            {name} · {timeLabel(item.timestamp, Math.floor(Date.now() / 1000))}
          </div>
          {item.content && <div className="grid-tile__text">{excerpt(item.content)}</div>}
          <div className="grid-tile__counts">
            {hovered && !hidden && (
              <Suspense fallback={null}>
                <TileCounts item={item} />
              </Suspense>
            )}
          </div>
        </div>
        {item.tags.length > 0 && (
          // Each hashtag leads to its own gallery; a sibling of the tile's
          // button, so following one does not open the scroll view.
          <p className="grid-tile__tags">
            {item.tags.slice(0, HOVER_TAGS).map((tag) => (
              <Link key={tag} to={tagPath(tag)}>
                #{tag}
              </Link>
            ))}
          </p>
        )}
      </div>
    </div>
  );
});
