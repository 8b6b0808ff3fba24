/**
 * Which feed an address opens by itself, and how it is named and asked for. Pure, so the
 * page's first script can send the feed's first request before the app has loaded
 * (app/first-paint.ts) and the app can then find it by the same key.
 */
import { needsAdultWarning } from '../trust/adult-gate';
import { authorSource } from './author-source';
import { buildFeedFilter } from './feed-filter';
import { periodSeconds } from '../routes/popular';
import { addressAfterRedirect, parseRoute } from '../routes/route';
import type { FeedFilter, Settings } from '../types';

export interface FeedRequest {
  settings: Settings;
  /** Hex keys for author, follows and list feeds; absent for tag and global feeds. */
  authors?: string[];
  /** The post ids of a set's feed (docs/content-rules.md, Media sets); they win over authors and tags. */
  ids?: string[];
  /**
   * The only relays the feed asks, in every phase: its first request, live subscription and
   * older pages (docs/data-and-requests.md, Relay subscriptions). Absent: the configured relays.
   */
  relays?: string[];
}

/** Enough posts to fill a large screen's first rows (six columns of tall tiles). */
export const FIRST_SCREEN_EVENTS = 40;

export function feedKey({ settings, authors, ids, relays }: FeedRequest): string {
  const who = ids
    ? `ids:${[...ids].sort().join(',')}`
    : authors
      ? `authors:${[...authors].sort().join(',')}`
      : `tags:${[...settings.tags].sort().join(',')}`;
  const flags = [settings.showAdult, settings.showReplies, settings.showReposts].map(Number).join('');
  // A ranking is a feed of its own: its snapshot keeps the ranked order (docs/routes-and-filters.md, Popular).
  const order = settings.popular ? `|popular:${settings.popular}` : '';
  // What one relay holds is not what the others do, nor one search what another finds: each snapshot is its own.
  const where = relays ? `|relays:${[...relays].sort().join(',')}` : '';
  const words = settings.search === undefined ? '' : `|search:${settings.search}`;
  // A wall's admission is a feed of its own, and a list wall's hashtags narrow its people's posts.
  const admit = settings.admit ? `|admit:${settings.admit.kind}:${[...settings.tags].sort().join(',')}` : '';
  return `${who}|${flags}|${settings.type}${order}${where}${words}${admit}`;
}

/**
 * docs/data-and-requests.md, Relay subscriptions: the feed's media filter, by ids, else by
 * authors, else by tags, else recent posts, or the newest whenever written on chosen relays;
 * a popular order's whole period; a search's words go with it (NIP-50).
 */
export function feedFilter({ settings, authors, ids, relays }: FeedRequest, now: number, until?: number): FeedFilter {
  const listWall = settings.admit?.kind === 'list';
  const tags = ids || (authors && !listWall) ? undefined : settings.tags;
  const since = settings.popular ? now - periodSeconds(settings.popular) : undefined;
  return buildFeedFilter({
    ids,
    authors: ids ? undefined : authors,
    tags,
    tagsWithAuthors: listWall,
    anyTime: relays !== undefined,
    search: settings.search,
    showReposts: settings.showReposts,
    now,
    until,
    since,
  });
}

/**
 * The feed the address alone determines, once a redirect is followed: tags, topics,
 * global and one author, newest first. Popular orders, follows,
 * people lists and sets wait for the session and the list or set lookup; an address behind the adult
 * warning (docs/routes-and-filters.md, Adult warning) opens nothing until it is accepted. A
 * relay's feed opens with the gallery, beside the relay's NIP-11 document, and a search's once
 * the search relay's document says it takes NIP-50 searches: the page's first script asks
 * only the configured relays.
 */
export function feedRequestForAddress(pathname: string, search: string): FeedRequest | undefined {
  const request = addressFeed(pathname, search);
  // A ranking needs the period's counts before its first screen: nothing to ask early.
  return request?.settings.popular ? undefined : request;
}

/**
 * Whether the address alone determines its feed, in whichever order: the feeds whose
 * first screen a next visit paints before the app (docs/cache-and-offline.md, First
 * screen hint). A popular order's is the ranking kept on this device.
 */
export function addressDeterminesFeed(pathname: string, search: string): boolean {
  return addressFeed(pathname, search) !== undefined;
}

/**
 * A list route's settings and its list, or a set route's and its set, when the address
 * alone would open its feed once the list or set is read: as for the feeds above, no
 * popular order, no adult warning, no wall, relay or search (docs/cache-and-offline.md,
 * First screen).
 */
export function namedFeedForAddress(
  pathname: string,
  search: string,
): { settings: Settings; list: string } | { settings: Settings; set: string } | undefined {
  const address = addressAfterRedirect(pathname, search);
  const match = parseRoute(address.pathname, address.search);
  if (match.kind !== 'gallery' || needsAdultWarning(match.settings)) return undefined;
  const { settings } = match;
  if (settings.admit || settings.popular || settings.relay !== undefined || settings.search !== undefined) return undefined;
  const source = authorSource(settings);
  if (source.kind === 'list') return { settings, list: source.ref };
  return source.kind === 'set' ? { settings, set: source.ref } : undefined;
}

function addressFeed(pathname: string, search: string): FeedRequest | undefined {
  const address = addressAfterRedirect(pathname, search);
  const match = parseRoute(address.pathname, address.search);
  if (match.kind !== 'gallery' || needsAdultWarning(match.settings)) return undefined;
  // A wall waits for its circle, list or sets: strangers must never flash on its screen.
  if (match.settings.admit) return undefined;
  if (match.settings.relay !== undefined || match.settings.search !== undefined) return undefined;
  const source = authorSource(match.settings);
  if (source.kind === 'anyone') return { settings: match.settings };
  if (source.kind === 'npubs') return { settings: match.settings, authors: source.keys };
  return undefined;
}
