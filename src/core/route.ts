/**
 * Routes and query parameters of SPEC.md section 2, both ways: an address parses into
 * gallery settings, and settings navigate back to one address.
 */
import { npubToHex } from './npub';
import { decodeListReference } from './people-list';
import { DEFAULT_HASHTAGS, getTopic } from './reference-data';
import type { MediaTypeFilter, Settings } from './types';

export type GalleryRouteView = 'tags' | 'topic' | 'global' | 'profile' | 'follows' | 'list';

export type RouteMatch =
  | { kind: 'gallery'; settings: Settings; view: GalleryRouteView }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found'; reason: string };

export const DEFAULT_SETTINGS: Settings = {
  tags: [],
  npubs: [],
  follows: false,
  showAdult: false,
  showReplies: false,
  showReposts: false,
  type: 'all',
};

/** Commas inside a path segment are written encoded (SPEC.md section 2). */
const ENCODED_COMMA = '%2C';
const TAG = /^[\p{L}\p{N}_-]{1,64}$/u;

function queryFlags(search: string): Pick<Settings, 'showAdult' | 'showReplies' | 'showReposts' | 'type'> {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  return {
    showAdult: params.get('adult') === 'true' || params.get('nsfw') === 'true',
    showReplies: params.get('replies') === 'true',
    showReposts: params.get('reposts') === 'true',
    type: type === 'image' || type === 'video' ? type : 'all',
  };
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function parseTags(segment: string): string[] {
  const decoded = decodeSegment(segment);
  if (decoded === undefined) return [];
  const tags: string[] = [];
  for (const raw of decoded.split(',')) {
    const tag = raw.trim().replace(/^#/, '').toLowerCase();
    if (TAG.test(tag) && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

function gallery(view: GalleryRouteView, settings: Partial<Settings>, search: string): RouteMatch {
  return { kind: 'gallery', view, settings: { ...DEFAULT_SETTINGS, ...queryFlags(search), ...settings } };
}

const notFound = (reason: string): RouteMatch => ({ kind: 'not-found', reason });

export function parseRoute(pathname: string, search: string): RouteMatch {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const [first = '', second, ...rest] = segments;
  if (rest.length > 0) return notFound('This address does not lead to any pictures.');
  if (first === '' && second === undefined) {
    return { kind: 'redirect', to: `/tags/${DEFAULT_HASHTAGS.join(ENCODED_COMMA)}${search}` };
  }
  if (second === undefined) {
    if (first === 'global') return gallery('global', {}, search);
    if (first === 'follows') return gallery('follows', { follows: true }, search);
    if (first.startsWith('npub1')) return profileRoute(first, search);
    return notFound('This address does not lead to any pictures.');
  }
  switch (first) {
    case 'tags': {
      const tags = parseTags(second);
      return tags.length > 0 ? gallery('tags', { tags }, search) : notFound('These hashtags are not valid.');
    }
    case 'topic': {
      const topic = getTopic(decodeSegment(second) ?? '');
      return topic ? gallery('topic', { topic: topic.key, tags: [...topic.tags] }, search) : notFound('There is no such topic.');
    }
    case 'profile':
    case 'p':
      return profileRoute(second, search);
    case 'list': {
      const list = decodeSegment(second) ?? '';
      return decodeListReference(list) ? gallery('list', { list }, search) : notFound('This is not a valid people list.');
    }
    default:
      return notFound('This address does not lead to any pictures.');
  }
}

function profileRoute(segment: string, search: string): RouteMatch {
  const npub = decodeSegment(segment) ?? '';
  return npubToHex(npub) ? gallery('profile', { npubs: [npub] }, search) : notFound('This is not a valid author key (npub).');
}

function query(settings: Settings): string {
  const params: string[] = [];
  if (settings.showAdult) params.push('adult=true');
  if (settings.showReplies) params.push('replies=true');
  if (settings.showReposts) params.push('reposts=true');
  if (settings.type !== 'all') params.push(`type=${settings.type}`);
  return params.length > 0 ? `?${params.join('&')}` : '';
}

/** SPEC.md section 2, navigation rule: topic, follows, list, tags, one npub, else global. */
export function settingsToPath(settings: Settings): string {
  const path = settings.topic
    ? `/topic/${encodeURIComponent(settings.topic)}`
    : settings.follows
      ? '/follows'
      : settings.list
        ? `/list/${encodeURIComponent(settings.list)}`
        : settings.tags.length > 0
          ? `/tags/${settings.tags.map(encodeURIComponent).join(ENCODED_COMMA)}`
          : settings.npubs.length === 1
            ? `/p/${settings.npubs[0]}`
            : '/global';
  return path + query(settings);
}

/** SPEC.md section 2, back button: from the grid it goes to / and keeps type. */
export function homePath(type: MediaTypeFilter): string {
  return type === 'all' ? '/' : `/?type=${type}`;
}
