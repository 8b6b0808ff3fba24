/**
 * The layout domain's face (docs/architecture.md, The map): the grid's geometry, keys and
 * gestures, scroll, zoom, the slideshow's timing and order. What the rest of the app uses of
 * it; the build imports each name from its file.
 */
export { currentAfterRemoval } from './current-after-removal';
export { stepCurrent } from './current-step';
export { columnSizes, GAP, gridItems, gridLayout, ratioOfItem, seenItems, TILE_PICTURE_WIDTH } from './grid-geometry';
export { isTypingTarget, KEY_HELP, keyAction, type KeyAction, type ViewName } from './key-bindings';
export { type Box, createMasonry, layoutMasonry, visibleIndexes } from './masonry-layout';
export { revealScroll } from './reveal-scroll';
export { currentFromScroll, renderWindow } from './scroll-position';
export {
  addNewPostsNext,
  addToOrder,
  CAPTION_DELAY_MS,
  currentKey,
  FEED_ORDER,
  FIRST_SLIDE_MS,
  hasEnoughImages,
  keepInOrder,
  MIN_SLIDESHOW_IMAGES,
  newestOf,
  nextSlide,
  previousSlide,
  SCREEN_PICTURES,
  SLIDE_INTERVAL_MS,
  startOrder,
} from './slideshow-order';
export { spatialStep } from './spatial-step';
export { createTilePool } from './tile-pool';
export { postDate, timeLabel } from './time-label';
export {
  clampZoom,
  containedSize,
  FITTED,
  isDoubleTap,
  isTap,
  isZoomed,
  KEY_STEP,
  panBy,
  type Point,
  stepZoom,
  type Tap,
  toggleZoom,
  wheelPixels,
  wheelZoomRatio,
  type Zoom,
  zoomAbout,
  type ZoomFrame,
  zoomPercent,
  zoomTransform,
} from './zoom';
