/**
 * Routes and query parameters of docs/routes-and-filters.md, both ways: an address parses into
 * gallery settings, and settings navigate back to one address. Anything the table does
 * not name is not-found, never a blank screen (docs/architecture.md, Lessons from the reference product).
 */
import { admissionParams, ADMIT_PARAM, parseAdmission, parseWallSets, SETS_PARAM } from '../sets/admission';
import { decodeListReference } from '../sets/people-list';
import { decodeSetAddress } from '../sets/set-address';
import { hexToNpub, npubToHex } from '../events/npub';
import { parsePopular, popularParams } from './popular';
import { DEFAULT_HASHTAGS, getTopic } from '../reference/reference-data';
import { relayFromSegment, relaySegment } from '../relays/relay-route';
import { searchFromSegment, searchSegment } from './search-route';
import type { MediaTypeFilter, Settings } from '../types';

export type GalleryRouteView = 'tags' | 'topic' | 'global' | 'profile' | 'follows' | 'list' | 'set' | 'relay' | 'search';

export type RouteMatch =
  | { kind: 'gallery'; settings: Settings; view: GalleryRouteView }
  /** A wall's moderation screen (docs/views-and-keys.md, Moderation screen): its hashtags and the moderators' sets so far. */
  | { kind: 'moderate'; settings: Settings; sets: string[] }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found'; reason: string };

/** Frozen so a consumer cannot change every later parse; parses build fresh arrays. */
export const DEFAULT_SETTINGS: Settings = Object.freeze({
  tags: [],
  npubs: [],
  follows: false,
  showAdult: false,
  showReplies: false,
  showReposts: false,
  type: 'all',
});

/** Commas between hashtags are written encoded (docs/routes-and-filters.md, Navigation rule). */
const ENCODED_COMMA = '%2C';
/**
 * A hashtag: letters (any script), digits, `_` and `-`; combining marks are allowed after
 * the first character so scripts such as Devanagari or Thai survive. 64 characters is far
 * beyond real tags and keeps hostile addresses small.
 */
const HASHTAG = /^[\p{L}\p{N}_-][\p{L}\p{M}\p{N}_-]{0,63}$/u;
/** Relays refuse or choke on huge #t filters; no real gallery names this many tags. */
export const MAX_ROUTE_TAGS = 100;
/** Longer paths are not addresses this app ever writes. */
const MAX_PATH_LENGTH = 8192;

const NOT_FOUND = 'This address does not lead to any pictures.';
const NO_WALL = 'Only a hashtag or topic wall can limit whose posts reach the screen.';

/**
 * One hashtag as the app stores it: trimmed, without leading `#`, NFC, lowercase; or
 * undefined when it has other characters (docs/data-and-requests.md, Data shapes: t tags are lowercased).
 */
export function normalizeHashtag(raw: string): string | undefined {
  const tag = raw.trim().replace(/^#+/, '').trim().normalize('NFC').toLowerCase();
  return HASHTAG.test(tag) ? tag : undefined;
}

/**
 * What Enter in the search box navigates to: one hashtag, or undefined when the text
 * has nothing valid. Spaces are removed ("street photo" -> streetphoto) since hashtags
 * cannot hold them and that is how multi-word tags are written.
 */
export function normalizeTagInput(text: string): string | undefined {
  return normalizeHashtag(text.trim().replace(/^#+/, '').replace(/\s+/g, ''));
}

/** Hashtags of a `/tags/{tags}` segment; malformed percent-encoding gives none. */
export function parseTags(segment: string): string[] {
  const decoded = decodeSegment(segment);
  if (decoded === undefined) return [];
  const tags = new Set<string>();
  for (const raw of decoded.split(',')) {
    const tag = normalizeHashtag(raw);
    if (tag) tags.add(tag);
    if (tags.size >= MAX_ROUTE_TAGS) break;
  }
  return [...tags];
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** docs/routes-and-filters.md, Query parameters; only the exact value `true` turns a flag on. */
function queryFlags(search: string): Pick<Settings, 'showAdult' | 'showReplies' | 'showReposts' | 'type' | 'popular'> {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const popular = parsePopular(params.get('sort'), params.get('period'));
  return {
    showAdult: params.get('adult') === 'true' || params.get('nsfw') === 'true',
    showReplies: params.get('replies') === 'true',
    showReposts: params.get('reposts') === 'true',
    type: type === 'image' || type === 'video' ? type : 'all',
    ...(popular ? { popular } : {}),
  };
}

function gallery(view: GalleryRouteView, settings: Partial<Settings>, search: string): RouteMatch {
  // Only a hashtag or topic wall limits who reaches its screen; elsewhere an admission would be silently dropped.
  if (new URLSearchParams(search).has(ADMIT_PARAM) && view !== 'tags' && view !== 'topic') return notFound(NO_WALL);
  return {
    kind: 'gallery',
    view,
    settings: { ...DEFAULT_SETTINGS, tags: [], npubs: [], ...queryFlags(search), ...settings },
  };
}

const notFound = (reason: string): RouteMatch => ({ kind: 'not-found', reason });

/** A hashtag or topic gallery, which may be a wall with an admission (core/sets/admission.ts). */
function wall(view: 'tags' | 'topic', settings: Partial<Settings>, search: string): RouteMatch {
  const admission = parseAdmission(new URLSearchParams(search));
  if ('problem' in admission) return notFound(admission.problem);
  const match = gallery(view, settings, search);
  return admission.admit && match.kind === 'gallery' ? { ...match, settings: { ...match.settings, admit: admission.admit } } : match;
}

/** `/moderate/{tags}?sets=…`: the sets are the wall's so far, and may be none before the first moderator's. */
function moderateRoute(segment: string, search: string): RouteMatch {
  const tags = parseTags(segment);
  if (tags.length === 0) return notFound('These hashtags are not valid.');
  const sets = parseWallSets(new URLSearchParams(search).get(SETS_PARAM));
  if (!sets) return notFound('This wall address is not valid: it does not say whose posts may reach the screen.');
  return { kind: 'moderate', settings: { ...DEFAULT_SETTINGS, tags, npubs: [], ...queryFlags(search) }, sets };
}

function profileRoute(segment: string, search: string): RouteMatch {
  const hex = npubToHex(decodeSegment(segment) ?? '');
  const npub = hex ? hexToNpub(hex) : undefined;
  // The canonical (lowercase) npub is stored, so equal authors give equal settings.
  return npub ? gallery('profile', { npubs: [npub] }, search) : notFound('This is not a valid author key (npub).');
}

/**
 * The address the app shows for `pathname` and `search`, once a redirect is followed (/
 * goes to the default hashtags): what the page's first script asks and paints for before
 * the router has replaced the address.
 */
export function addressAfterRedirect(pathname: string, search: string): { pathname: string; search: string } {
  const match = parseRoute(pathname, search);
  if (match.kind !== 'redirect') return { pathname, search };
  const target = new URL(match.to, 'http://address.invalid');
  return { pathname: target.pathname, search: target.search };
}

/** Parses an address (path plus `?query`) into what the gallery shows (docs/routes-and-filters.md, Routes). */
export function parseRoute(pathname: string, search: string): RouteMatch {
  if (pathname.length > MAX_PATH_LENGTH) return notFound(NOT_FOUND);
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  // A trailing slash is tolerated; a missing leading one is added.
  const path = `/${pathname.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  const [first = '', second, ...rest] = path.split('/').slice(1);
  if (rest.length > 0) return notFound(NOT_FOUND);
  if (first === '' && second === undefined) {
    // docs/routes-and-filters.md, Routes: / redirects (replacing history) to the default hashtags.
    return { kind: 'redirect', to: `/tags/${DEFAULT_HASHTAGS.map(encodeURIComponent).join(ENCODED_COMMA)}${query}` };
  }
  if (second === undefined) {
    if (first === 'global') return gallery('global', {}, query);
    if (first === 'follows') return gallery('follows', { follows: true }, query);
    if (/^npub1/i.test(decodeSegment(first) ?? '')) return profileRoute(first, query);
    return notFound(NOT_FOUND);
  }
  switch (first) {
    case 'tags': {
      const tags = parseTags(second);
      return tags.length > 0 ? wall('tags', { tags }, query) : notFound('These hashtags are not valid.');
    }
    case 'topic': {
      const topic = getTopic((decodeSegment(second) ?? '').toLowerCase());
      return topic ? wall('topic', { topic: topic.key, tags: [...topic.tags] }, query) : notFound('There is no such topic.');
    }
    case 'moderate':
      return moderateRoute(second, query);
    case 'profile':
    case 'p':
      return profileRoute(second, query);
    case 'list': {
      const list = (decodeSegment(second) ?? '').trim();
      return decodeListReference(list) ? gallery('list', { list }, query) : notFound('This is not a valid people list.');
    }
    case 'set': {
      const set = (decodeSegment(second) ?? '').trim();
      return decodeSetAddress(set) ? gallery('set', { set }, query) : notFound('This is not a valid picture or video set.');
    }
    case 'relay': {
      const relay = relayFromSegment(second);
      return relay ? gallery('relay', { relay }, query) : notFound('This is not a relay address (wss://…).');
    }
    case 'search': {
      const { words, problem } = searchFromSegment(second);
      return words === undefined ? notFound(problem) : gallery('search', { search: words }, query);
    }
    default:
      return notFound(NOT_FOUND);
  }
}

/** The query string of docs/routes-and-filters.md, Query parameters: flags only when true, type only when not all, the order only when popular. */
function queryString(settings: Settings): string {
  const params: string[] = [];
  if (settings.showAdult) params.push('adult=true');
  if (settings.showReplies) params.push('replies=true');
  if (settings.showReposts) params.push('reposts=true');
  if (settings.type === 'image' || settings.type === 'video') params.push(`type=${settings.type}`);
  if (settings.popular) params.push(...popularParams(settings.popular));
  params.push(...admissionParams(settings.admit));
  return params.length > 0 ? `?${params.join('&')}` : '';
}

/**
 * docs/routes-and-filters.md, Navigation rule: a relay wins, then search words, then topic, then follows, then list, then set, then tags
 * (joined with an encoded comma), then exactly one npub goes to /p/{npub}, else /global.
 * Tags, relays and search words are normalized on the way out so every written address parses back.
 */
export function settingsToPath(settings: Settings): string {
  const tags = [...new Set(settings.tags.map(normalizeHashtag).filter((tag) => tag !== undefined))];
  const [npub] = settings.npubs;
  const relay = settings.relay === undefined ? undefined : relaySegment(settings.relay);
  const search = settings.search === undefined ? undefined : searchSegment(settings.search);
  let path: string;
  if (relay) path = `/relay/${relay}`;
  else if (search) path = `/search/${search}`;
  else if (settings.topic) path = `/topic/${encodeURIComponent(settings.topic)}`;
  else if (settings.follows) path = '/follows';
  else if (settings.list) path = `/list/${encodeURIComponent(settings.list)}`;
  else if (settings.set) path = `/set/${encodeURIComponent(settings.set)}`;
  else if (tags.length > 0) path = `/tags/${tags.map(encodeURIComponent).join(ENCODED_COMMA)}`;
  else if (settings.npubs.length === 1 && npub) path = `/p/${encodeURIComponent(npub)}`;
  else path = '/global';
  // Only a hashtag or topic address carries a wall's admission (core/sets/admission.ts).
  const walled = path.startsWith('/tags/') || path.startsWith('/topic/');
  return path + queryString(walled ? settings : { ...settings, admit: undefined });
}

/** docs/views-and-keys.md, Back button and the H key: from the grid go to / and keep type. */
export function homePath(type: MediaTypeFilter): string {
  return type === 'image' || type === 'video' ? `/?type=${type}` : '/';
}

/** The address of one hashtag's gallery, as the navigation rule writes it (docs/routes-and-filters.md, Navigation rule). */
export function tagPath(tag: string): string {
  return settingsToPath({ ...DEFAULT_SETTINGS, tags: [tag] });
}
