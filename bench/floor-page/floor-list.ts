/**
 * A people list's route on the floor page: the app opens a list's feed once the list has
 * come (docs/routes-and-filters.md, Routes; src/nostr/people-lists.ts), so the floor page
 * first asks for the list as the app does, by the naddr's kind, author and `d`, or by the
 * nevent's id, then for the posts of its people with the app's own feed filter.
 */
import { feedFilter, type FeedRequest } from '../../src/core/feed/feed-request';
import { decodeListReference, readPeopleList } from '../../src/core/sets/people-list';
import { parseRoute } from '../../src/core/routes/route';
import type { FeedFilter, NostrEvent } from '../../src/core/types';

export interface ListRoute {
  /** The filter the app's list lookup sends. */
  listFilter: Record<string, unknown>;
  /** The feed's first filter, once the list is here; undefined for an event that is no people list. */
  feedFilterOf(event: NostrEvent, now: number): FeedFilter | undefined;
}

export function listRouteOf(pathname: string, search: string): ListRoute | undefined {
  const match = parseRoute(pathname, search);
  if (match.kind !== 'gallery' || !match.settings.list) return undefined;
  const { settings } = match;
  const target = decodeListReference(settings.list ?? '');
  if (!target) return undefined;
  const listFilter =
    target.kind === 'address' ? { kinds: [target.listKind], authors: [target.pubkey], '#d': [target.identifier] } : { ids: [target.id] };
  return {
    listFilter,
    feedFilterOf: (event, now) => {
      const list = readPeopleList(event);
      if (!list || list.people.length === 0) return undefined;
      const request: FeedRequest = { settings, authors: list.people };
      return feedFilter(request, now);
    },
  };
}
