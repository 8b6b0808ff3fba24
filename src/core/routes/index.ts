/**
 * The routes domain's face (docs/architecture.md, The map): addresses both ways: routes,
 * views, filters, Popular periods, search words, page titles. What the rest of the app uses of
 * it; the build imports each name from its file.
 */
export { pageTitle, type TitleView, viewLabel } from './page-title';
export { postLink } from './post-link';
export {
  addressAfterRedirect,
  DEFAULT_SETTINGS,
  type GalleryRouteView,
  homePath,
  normalizeTagInput,
  parseRoute,
  settingsToPath,
  tagPath,
} from './route';
export { searchFromText } from './search-route';
export { MAX_SLIDE_SECONDS, MIN_SLIDE_SECONDS, parseSlideshowAddress, withScreenMode } from './slideshow-address';
export { nostrUri, parseViewAddress, placeInPost, postParam, withViewAddress } from './view-address';
export {
  activeFilterLabels,
  filterPath,
  type FilterSettings,
  FLAG_CHOICES,
  isHomeFeed,
  isPlainHome,
  ORDER_CHOICES,
  TYPE_CHOICES,
} from './view-filters';
