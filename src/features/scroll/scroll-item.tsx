import { lazy, memo, Suspense, useState } from 'react';
import { altText } from '../../core/media';
import { displayName } from '../../core/identity';
import type { MediaItem } from '../../core/types';
import { AuthorBadge } from '../../components/author-badge';
import { ContentWarningCover } from '../../components/content-warning-cover';
import { FittedImage } from '../../components/fitted-image';
import { useContentWarning } from '../../hooks/use-content-warning';
import { useWatchReports } from '../../hooks/use-watch-reports';
import { useMediaSource } from '../../hooks/use-media-source';
import { useProfile } from '../../hooks/use-profile';
import { CountsRow, useWatchCounts } from '../counts';
import { useCommentsStore } from '../../stores/comments-store';
import { CommentsButton } from '../comments';
import { PostActions } from '../post-actions';
import { InfoPanel } from './info-panel';
import { MuteNotice } from './mute-notice';
import { ScrollVideo } from './scroll-video';
import { ZoomablePicture } from './zoomable-picture';

/** The comments panel is a chunk of its own, loaded when a panel first opens (docs/views-and-keys.md, Comments). */
const CommentsPanel = lazy(() => import('../comments/comments-panel').then((module) => ({ default: module.CommentsPanel })));

export interface ScrollItemProps {
  item: MediaItem;
  position: number;
  total: number;
  /** Only items near the current one carry their media (docs/constants.md). */
  mounted: boolean;
  /** On screen or next: its counts are wanted (docs/data-and-requests.md, Counts). */
  near: boolean;
  active: boolean;
}

export const ScrollItem = memo(function ScrollItem({ item, position, total, mounted, near, active }: ScrollItemProps) {
  const profile = useProfile(mounted ? item.authorId : undefined);
  useWatchCounts(near ? item : undefined);
  useWatchReports(near ? item.noteId : undefined);
  const name = displayName(profile, item.author);
  const [failed, setFailed] = useState(false);
  // The file as it loads: a copy on a Blossom server when its own host is gone (docs/data-and-requests.md, Media recovery).
  const loadedFrom = useMediaSource(mounted ? item : undefined).url ?? item.url;
  // docs/content-rules.md, Content warnings and Reported posts: blurred, with the reason, until "Show".
  const warning = useContentWarning(item);
  const blurred = warning !== undefined;
  const commentsOpen = useCommentsStore((state) => active && state.openFor === item.noteId);

  return (
    <article className="scroll-item" aria-posinset={position} aria-setsize={total} aria-label={altText(item, name)}>
      {mounted && failed && (
        <div className="scroll-item__placeholder" role="img" aria-label="Picture unavailable">
          Picture unavailable
        </div>
      )}
      {mounted && !failed && item.type === 'image' && (
        <ZoomablePicture active={active}>
          <FittedImage item={item} alt={altText(item, name)} onScreen={active} onError={() => setFailed(true)} blurred={blurred} />
        </ZoomablePicture>
      )}
      {mounted && !failed && item.type === 'video' && (
        <ScrollVideo item={item} active={active} blurred={blurred} onError={() => setFailed(true)} />
      )}
      {mounted && !failed && blurred && <ContentWarningCover itemKey={item.key} reason={warning} type={item.type} />}
      {mounted && (
        <div className="scroll-item__overlay">
          {/* The counts sit under the author, so the actions keep their place within the thumb's reach. */}
          <div className="scroll-item__byline">
            <AuthorBadge pubkey={item.authorId} npub={item.author} />
            <CountsRow postId={item.noteId} />
          </div>
          <div className="scroll-item__side">
            {active && <MuteNotice />}
            {active && (
              <div className="scroll-item__actions">
                <PostActions item={item} />
                <CommentsButton item={item} />
              </div>
            )}
            {/* The full-size file, without the image proxy. */}
            <InfoPanel item={item} authorName={name} originalUrl={loadedFrom} />
          </div>
        </div>
      )}
      {commentsOpen && (
        <Suspense fallback={null}>
          <CommentsPanel item={item} />
        </Suspense>
      )}
    </article>
  );
});
