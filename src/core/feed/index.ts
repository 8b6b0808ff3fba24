/**
 * The feed domain's face (docs/architecture.md, The map): what a feed asks for, admits and
 * keeps: its request, pipeline, lifecycle, first screen. What the rest of the app uses of it;
 * the build imports each name from its file.
 */
export { authorSource } from './author-source';
export { checkBatches, type CheckPlace, FIRST_CHECK_BATCH } from './check-batches';
export {
  createEntryWindow,
  type EntryWindow,
  filterList,
  idFilters,
  IDS_PER_FILTER,
  newestEntries,
  SET_PAGE_ENTRIES,
} from './entry-window';
export { FEED_LIMIT } from './feed-filter';
export {
  feedAnswer,
  type FeedAnswer,
  type FeedLifecycle,
  feedProgress,
  type FeedProgress,
  feedTransitions,
  IDLE_FEED,
  OPENED_FEED,
} from './feed-lifecycle';
export { mergeIntoFeed, revealPending } from './feed-merge';
export { type FeedMessage, feedMessage } from './feed-message';
export {
  addressDeterminesFeed,
  feedFilter,
  feedKey,
  type FeedRequest,
  feedRequestForAddress,
  FIRST_SCREEN_EVENTS,
  namedFeedForAddress,
} from './feed-request';
export { asksRelaysAtOnce, feedStartPolicy, snapshotWaitMs } from './feed-start-policy';
export { hintedTiles, type HintTile, parseHints, viewportKey, withHint } from './first-screen-hint';
export { galleryHeaderKind, type GalleryHeaderKind, singleAuthor } from './gallery-header-kind';
export { REMEMBERED_SEEN } from './media-dedupe';
export { createMediaPipeline } from './pipeline';
export { countsPerson, popularScore, rankPosts, stayPut } from './popular-rank';
export { readSnapshotRecord, SNAPSHOT_VERSION, type SnapshotRecord } from './snapshot-record';
export { createUncheckedPictures } from './unchecked-pictures';
