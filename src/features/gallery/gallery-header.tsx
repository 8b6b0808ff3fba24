import { viewLabel } from '../../core/page-title';
import { npubToHex } from '../../core/npub';
import { getTopic } from '../../core/reference-data';
import type { Settings } from '../../core/types';
import { SearchHeader } from '../search/search-header';
import { AuthorHeader } from './author-header';
import type { FeedAuthors } from './use-feed-authors';

export interface GalleryHeaderProps {
  settings: Settings;
  authors: FeedAuthors;
}

/** SPEC.md section 2, grid view: an author header on author routes, otherwise the search box. */
export function GalleryHeader({ settings }: GalleryHeaderProps) {
  const npub = settings.npubs.length === 1 && settings.tags.length === 0 && !settings.follows && !settings.list ? settings.npubs[0] : undefined;
  const pubkey = npub ? npubToHex(npub) : undefined;
  if (npub && pubkey) return <AuthorHeader pubkey={pubkey} npub={npub} />;

  const view = settings.topic ? 'topic' : settings.follows ? 'follows' : settings.list ? 'list' : settings.tags.length > 0 ? 'tags' : 'global';
  const title = viewLabel({ view, tags: settings.tags, topicName: settings.topic ? getTopic(settings.topic)?.name : undefined });
  return <SearchHeader settings={settings} title={title} />;
}
