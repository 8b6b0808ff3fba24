/**
 * The media domain's face (docs/architecture.md, The map): media in posts (links, `imeta`),
 * proxy addresses, video variants, the memory of dead files. What the rest of the app uses of
 * it; the build imports each name from its file.
 */
export { altText, excerpt } from './alt-text';
export { blobCandidates, blobHash, type BlobRef, serversOfList } from './blossom';
export { blurhashAverageColor } from './blurhash-average';
export { blurhashPreviewUrl } from './blurhash-preview';
export { durationLabel } from './duration-label';
export {
  AVATAR_WIDTH,
  type ImageProxyConfig,
  imageProxyConfig,
  pictureSources,
  proxiedAvatarUrl,
  proxiedImageUrl,
  srcSetUrls,
  widthFor,
} from './image-proxy';
export {
  isFailed,
  isGone,
  isHostDead,
  markFailed,
  markFound,
  markGone,
  markHostAlive,
  type MediaMemory,
  parseMediaMemory,
  serializeMediaMemory,
} from './media-memory';
export { isHlsSource } from './media-url';
export { type CachedThumbnail, keepsThumbnail, THUMBNAIL_CACHE_LIMITS, thumbnailsToEvict } from './thumbnail-cache';
export { isSlideMedia, videoSlideMs } from './video-slide';
export { chooseVariant, HLS_MIME, type PlaybackContext, variantsOf } from './video-variant';
