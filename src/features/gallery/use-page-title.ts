import { useEffect } from 'react';
import { config } from '../../config';
import { npubToHex } from '../../core/events';
import { displayName } from '../../core/identity';
import { isHomeFeed, pageTitle } from '../../core/routes';
import { getTopic } from '../../core/reference';
import type { GalleryRouteView } from '../../core/routes';
import type { MediaSet, PeopleList, Settings } from '../../core/types';
import { listTitle as titleOfList } from '../../core/sets';
import { useProfile } from '../../hooks/use-profile';

/** docs/routes-and-filters.md, Page title; `relayName` is a relay route's, from its NIP-11 document. */
export function usePageTitle(settings: Settings, view: GalleryRouteView, set?: MediaSet, list?: PeopleList, relayName?: string): void {
  const npub = view === 'profile' ? settings.npubs[0] : undefined;
  const profile = useProfile(npub ? npubToHex(npub) : undefined);
  const authorName = npub && profile ? displayName(profile, npub) : undefined;
  const topicName = settings.topic ? getTopic(settings.topic)?.name : undefined;
  const setTitle = view === 'set' ? set?.title : undefined;
  const listTitle = view === 'list' && list ? titleOfList(list) : undefined;

  // The default hashtags are what / shows: that page is Home.
  const home = view === 'tags' && isHomeFeed(settings);

  useEffect(() => {
    const input = {
      view: home ? ('home' as const) : view,
      tags: settings.tags,
      topicName,
      authorName,
      setTitle,
      listTitle,
      relay: settings.relay,
      relayName,
      search: settings.search,
      popular: settings.popular,
    };
    document.title = pageTitle(input, config.appName);
  }, [home, view, settings.tags, topicName, authorName, setTitle, listTitle, settings.relay, relayName, settings.search, settings.popular]);
}
