/**
 * Which header a gallery shows above its grid (docs/views-and-keys.md, Grid view): the
 * gallery renders it (features/gallery/gallery-header.tsx), and the page measures the
 * grid's place under it before React has rendered (app/grid-place.ts), so both read it here.
 */
import { npubToHex } from '../events/npub';
import type { Settings } from '../types';
import { isHomeFeed } from '../routes/view-filters';

export type GalleryHeaderKind =
  /** A relay's header, from its NIP-11 document. */
  | 'relay'
  /** One author's header. */
  | 'author'
  /** A picture or video set's header. */
  | 'set'
  /** The search box naming the list, and the list's header under it. */
  | 'list'
  /** The search box with the site's tagline. */
  | 'home'
  /** The search box alone. */
  | 'search';

type HeaderSettings = Pick<Settings, 'relay' | 'npubs' | 'topic' | 'follows' | 'list' | 'set' | 'search' | 'tags'>;

/** The one author of an author route; the navigation rule (docs/routes-and-filters.md, Navigation rule) lets topic, follows, list and tags win. */
export function singleAuthor(settings: HeaderSettings): string | undefined {
  const other =
    settings.topic !== undefined ||
    settings.follows ||
    settings.list !== undefined ||
    settings.set !== undefined ||
    settings.search !== undefined ||
    settings.tags.length > 0;
  return !other && settings.npubs.length === 1 ? settings.npubs[0] : undefined;
}

/** The header above the grid, in the order of the navigation rule. */
export function galleryHeaderKind(settings: HeaderSettings): GalleryHeaderKind {
  if (settings.relay !== undefined) return 'relay';
  const npub = singleAuthor(settings);
  if (npub && npubToHex(npub)) return 'author';
  const named = settings.search !== undefined || settings.topic !== undefined || settings.follows;
  if (!named && settings.list !== undefined) return 'list';
  if (!named && settings.set !== undefined) return 'set';
  return isHomeFeed(settings) ? 'home' : 'search';
}
