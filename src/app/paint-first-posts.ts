/**
 * The page's side of a first visit's painted first screen (stores/first-screen-posts.ts):
 * which addresses it paints, where their grid is, and the page's stores it reads and
 * writes. The grid of a hashtag, topic, /global, author, list or set route, with no filter
 * line and no trust circle narrowing it, is painted before React, a list's or a set's once
 * its list or set is read: each of their headers is a box of fixed height, so the grid's
 * place is known before the profile, list or set comes, while a filter line's height is
 * not, and a narrowed feed shows nothing until the circle is known
 * (docs/cache-and-offline.md, First screen).
 */
import { blobHash, pictureSources } from '../core/media';
import { createUncheckedPictures, feedKey, type FeedRequest, feedRequestForAddress, galleryHeaderKind } from '../core/feed';
import { columnSizes, gridLayout, TILE_PICTURE_WIDTH } from '../core/layout';
import { activeFilterLabels, parseViewAddress } from '../core/routes';
import type { MediaItem } from '../core/types';
import { earlyFirstRequest } from '../nostr/early-first-request';
import { earlyServerLists } from '../nostr/early-server-lists';
import { currentImageProxy } from '../stores/applied-settings';
import { feedActions, useFeedStore } from '../stores/feed-store';
import { markFirstPicturesShown } from '../stores/first-pictures';
import { firstScreen } from '../stores/first-screen';
import { pressFirstScreenPicture } from '../stores/first-screen-press';
import { noteFirstScreenFull } from '../stores/first-screen-room';
import { paintFirstScreenPosts, type FirstScreenPostsDependencies, type GridPlace } from '../stores/first-screen-posts';
import { mediaSources } from '../stores/media-sources';
import { namedFeedStarted } from './early-start';
import { measureGridPlace } from './grid-place';

const pageDependencies: FirstScreenPostsDependencies = {
  feed: useFeedStore,
  freezeAtLeast: feedActions.freezeAtLeast,
  painter: firstScreen,
  sourceOf: mediaSources.statusOf,
  failed: pictureFailed,
  settle: lookForCopy,
  proxy: currentImageProxy,
  press: pressFirstScreenPicture,
  noteFull: noteFirstScreenFull,
};

/**
 * A painted picture's file failed: the media sources look for a copy (docs/data-and-requests.md,
 * Media recovery); found nowhere, the feed leaves the post out, as the grid does when its
 * tile fails, unless the viewer has seen its place (stores/feed-store.ts, markFailed). A
 * copy found is the grid's to draw.
 */
function pictureFailed(item: MediaItem, url: string): void {
  mediaSources.failed(item, url);
  leaveOutWhenGone(item);
}

/** A picture whose own address failed before its post was checked: a copy is looked for at once. */
function lookForCopy(item: MediaItem): void {
  mediaSources.settle(item);
  leaveOutWhenGone(item);
}

const watched = new Set<string>();

function leaveOutWhenGone(item: MediaItem): void {
  if (watched.has(item.key)) return;
  const settled = (): boolean => {
    const status = mediaSources.statusOf(item);
    if (status.state === 'gone') feedActions.markFailed(item.key);
    return status.state !== 'looking';
  };
  if (settled()) return;
  watched.add(item.key);
  const stop = mediaSources.useStore.subscribe(() => {
    if (!settled()) return;
    watched.delete(item.key);
    stop();
  });
}

/** Paints the address's feed as its posts come, when the address is one painted before React. */
export function paintFirstPosts(pathname: string, search: string): void {
  const namedFeed = namedFeedStarted();
  if (!namedFeed) {
    const request = feedRequestForAddress(pathname, search);
    if (request) paintFeed(request, search);
    return;
  }
  // A list's or a set's feed opens once its list or set is read (app/early-start.ts): the
  // first screen is expected meanwhile, so React waits for it as for any other, up to its time limit.
  firstScreen.expect();
  void namedFeed.then((request) => {
    if (!request || !paintFeed(request, search)) firstScreen.complete();
  });
}

/** Paints the feed's posts as they come, when its grid is one painted before React; whether it does. */
function paintFeed(request: FeedRequest, search: string): boolean {
  const header = galleryHeaderKind(request.settings);
  if (header === 'relay') return false;
  // Ids: a set's entries (an approved wall's wait for their moderators' sets and are not read early).
  if (request.ids && header !== 'set') return false;
  // Authors: the one author's route, or a list's people; several authors' have no header of theirs.
  if (request.authors && header !== 'author' && header !== 'list') return false;
  if (parseViewAddress(search).view !== 'grid' || activeFilterLabels(request.settings).length > 0) return false;
  const feed = useFeedStore.getState();
  if (feed.key !== feedKey(request) || (feed.narrowed && feed.admits)) return false;
  const place = measureGridPlace(header);
  if (!place) return false;
  const takeLoading = fetchUncheckedPictures(place);
  paintFirstScreenPosts({ key: feed.key, place, screenHeight: window.innerHeight }, { ...pageDependencies, takeLoading });
  // Drawn: the first screen's pictures are on screen, and what waits for them may start.
  void firstScreen.ready().then(markFirstPicturesShown);
  return true;
}

/**
 * The first screen's likely pictures, fetched as the first request's posts arrive, while
 * they are checked (core/feed/unchecked-pictures.ts): detached images, never in the page, with
 * the sources and size the tiles will ask for, so the tile's picture is the cached one.
 * Returns how the painter takes one over, by its address, once its post has passed.
 */
function fetchUncheckedPictures(place: GridPlace): (src: string) => HTMLImageElement | undefined {
  const fetching = new Map<string, HTMLImageElement>();
  const takeLoading = (src: string): HTMLImageElement | undefined => {
    const image = fetching.get(src);
    fetching.delete(src);
    // Its post has passed: the painter reports a failure now, as for any painted picture.
    if (image) image.onerror = null;
    return image;
  };
  const proxy = currentImageProxy();
  if (proxy.kind === 'none') return takeLoading;
  const column = gridLayout([{}], place.width);
  const columnWidth = column.boxes[0]?.width ?? place.width;
  const rows = Math.ceil((window.innerHeight - place.top) / columnWidth) + 1;
  const pictures = createUncheckedPictures(column.columns * rows, (item) => useFeedStore.getState().hidden?.(item) ?? false);
  const sizes = columnSizes(column);
  const stop = earlyFirstRequest.watch((events) => {
    for (const picture of pictures.take(events)) {
      // A copy's addresses are known before the file could fail (docs/data-and-requests.md, Media recovery).
      if (blobHash(picture)) earlyServerLists.ask(picture.authorId);
      // Where the tile will load it from: a copy an earlier visit found, never a dead address.
      const source = mediaSources.statusOf(picture);
      if (source.state !== 'loading') continue;
      const { url } = source;
      const { src, srcSet } = pictureSources(url, TILE_PICTURE_WIDTH, proxy);
      const image = new Image();
      image.referrerPolicy = 'no-referrer';
      image.sizes = sizes;
      image.srcset = srcSet ?? '';
      image.src = src;
      // Not asked again: the post's tile starts from a copy once its post has passed.
      image.onerror = () => mediaSources.failedUnchecked(url);
      // Found broken before its error event, or once the painter has taken it over: no tile asks the address again.
      mediaSources.watchImage(url, image);
      fetching.set(src, image);
    }
  });
  firstScreen.onHandedOver(() => {
    stop();
    fetching.clear();
  });
  return takeLoading;
}
