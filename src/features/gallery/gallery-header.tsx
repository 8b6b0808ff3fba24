import { lazy, Suspense } from 'react';
import { config } from '../../config';
import { galleryHeaderKind, singleAuthor } from '../../core/feed';
import { isPlainHome, type TitleView, viewLabel } from '../../core/routes';
import { listTitle } from '../../core/sets';
import { npubToHex } from '../../core/events';
import { getTopic } from '../../core/reference';
import type { RelayInfoAnswer } from '../../core/relays';
import type { MediaSet, Settings } from '../../core/types';
import { SearchHeader } from '../search';
import { AuthorHeader } from './author-header';
import { ListHeaderRoom } from './list-header-room';
import { SetHeader } from './set-header';
import type { FeedAuthors } from './use-feed-authors';
import './relay-header.css';

/** Only relay routes show it: a chunk of its own. */
const RelayHeader = lazy(() => import('./relay-header').then((module) => ({ default: module.RelayHeader })));

/** A list's header, with Follow all, is a chunk of its own: only list routes need it (docs/views-and-keys.md, Grid view). */
const ListHeader = lazy(() => import('./list-header').then((module) => ({ default: module.ListHeader })));

export interface GalleryHeaderProps {
  settings: Settings;
  authors: FeedAuthors;
  /** The set of a set route, once it has arrived. */
  set?: MediaSet;
  /** A relay route's NIP-11 document, or why there is none; undefined while it is asked. */
  relayInfo?: RelayInfoAnswer;
}

/** The relay header's room and name while its chunk loads, in its classes: nothing moves when it comes. */
function RelayHeaderRoom({ relay }: { relay: string }) {
  return (
    <header className="author-header relay-header" aria-busy="true">
      <span className="author-header__picture relay-header__icon" aria-hidden="true" />
      <div className="author-header__names">
        <h1 className="author-header__name">{viewLabel({ view: 'relay', relay })}</h1>
      </div>
    </header>
  );
}

/** Which feed the header names, in the order of the navigation rule. */
function titleView(settings: Settings): TitleView {
  if (settings.search !== undefined) return 'search';
  if (settings.topic !== undefined) return 'topic';
  if (settings.follows) return 'follows';
  if (settings.list !== undefined) return 'list';
  if (settings.set !== undefined) return 'set';
  return settings.tags.length > 0 ? 'tags' : 'global';
}

/**
 * docs/views-and-keys.md, Grid view: an author header on author routes, a set's header on
 * set routes, a relay's on relay routes, otherwise the search box; on list routes the search
 * box names the list, and the list's header follows it, its room kept while the list and its
 * code load.
 */
export function GalleryHeader({ settings, authors, set, relayInfo }: GalleryHeaderProps) {
  const kind = galleryHeaderKind(settings);
  if (kind === 'relay' && settings.relay !== undefined) {
    return (
      <Suspense fallback={<RelayHeaderRoom relay={settings.relay} />}>
        <RelayHeader relay={settings.relay} answer={relayInfo} />
      </Suspense>
    );
  }
  const npub = kind === 'author' ? singleAuthor(settings) : undefined;
  const pubkey = npub ? npubToHex(npub) : undefined;
  if (npub && pubkey) return <AuthorHeader pubkey={pubkey} npub={npub} />;
  if (kind === 'set') return <SetHeader set={set} />;
  const view = titleView(settings);

  const topicName = settings.topic !== undefined ? getTopic(settings.topic)?.name : undefined;
  const title = viewLabel({
    view,
    tags: settings.tags,
    topicName,
    listTitle: authors.list && listTitle(authors.list),
    search: settings.search,
  });
  const header = <SearchHeader settings={settings} title={title} />;
  if (kind === 'list') {
    return (
      <>
        {header}
        {!authors.listMissing && (
          <Suspense fallback={<ListHeaderRoom />}>
            {/* Another list is another header: what a press said, or an opened description, stays with its list. */}
            <ListHeader key={settings.list} list={authors.list} />
          </Suspense>
        )}
      </>
    );
  }
  if (kind !== 'home') return header;
  // Home says what the site is, in the header's own height: the pictures stay where they are.
  return (
    // The header's room on a phone follows the back button's rule (gallery-controls.tsx).
    <div
      className={
        isPlainHome(settings) ? 'gallery-header gallery-header--home gallery-header--no-back' : 'gallery-header gallery-header--home'
      }
    >
      {header}
      <p className="home-tagline">
        <span className="home-tagline__text">
          <span className="home-tagline__name">{config.appName} · </span>Pictures from Nostr
        </span>
      </p>
    </div>
  );
}
