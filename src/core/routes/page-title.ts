/**
 * docs/routes-and-filters.md, Page title: author name, or the hashtags, or the topic name, or
 * a set's or people list's title, or a relay's name, or the words searched for, or Global or
 * Home, then a popular order's period, each followed by the app name.
 *
 * Format choice: `{label} | {app}` for every view, not-found included. A plain ASCII
 * bar reads well in tab strips and bookmarks and keeps the label first, where a
 * narrow tab still shows it.
 * Views the rule does not name get a plain word: Follows, Not found, Settings, New post; an author
 * route whose profile has not arrived yet shows Profile, a set route whose set has not, Set,
 * a list route whose list has not, List, and a relay route whose relay has not named itself,
 * its address.
 */
import { popularLabel, type PopularPeriod } from './popular';
import { relayLabel } from '../relays/relay-route';

export type TitleView =
  | 'tags'
  | 'topic'
  | 'global'
  | 'profile'
  | 'follows'
  | 'list'
  | 'set'
  | 'relay'
  | 'search'
  | 'home'
  | 'not-found'
  | 'settings'
  | 'post'
  | 'moderate';

export interface TitleInput {
  view: TitleView;
  authorName?: string;
  tags?: readonly string[];
  topicName?: string;
  /** A set's title (docs/content-rules.md, Media sets), once the set has arrived. */
  setTitle?: string;
  /** A people list's title (docs/content-rules.md, People lists), once the list has arrived. */
  listTitle?: string;
  /** A relay route's relay address, and the name its NIP-11 document gives, once read. */
  relay?: string;
  relayName?: string;
  /** A search route's words. */
  search?: string;
  /** The feed's popular order, named after the label (docs/routes-and-filters.md, Popular). */
  popular?: PopularPeriod;
}

/** docs/constants.md shows at most 5 tags on hover; the title follows the same measure. */
const MAX_TITLE_TAGS = 5;
/** Profile names are free text from strangers: long ones are cut, not the app name. */
const MAX_LABEL_LENGTH = 80;
const SEPARATOR = ' | ';

/**
 * Free text made safe for a one-line title: control characters and bidi overrides (which
 * could visually reorder the title) removed, whitespace collapsed, length capped.
 */
export function cleanTitleText(text: string | undefined): string {
  const clean = (text ?? '')
    .replace(/[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...clean];
  return chars.length > MAX_LABEL_LENGTH
    ? `${chars
        .slice(0, MAX_LABEL_LENGTH - 1)
        .join('')
        .trimEnd()}…`
    : clean;
}

/** `#a #b #c #d #e …`: hashtags with #, space-separated, the rest elided. */
export function tagsLabel(tags: readonly string[]): string {
  const shown = tags
    .map((tag) => cleanTitleText(tag).replace(/^#+/, ''))
    .filter((tag) => tag !== '')
    .slice(0, MAX_TITLE_TAGS)
    .map((tag) => `#${tag}`)
    .join(' ');
  return tags.length > MAX_TITLE_TAGS ? `${shown} …` : shown;
}

/** The view's own part of the title; the gallery header shows the same words. */
export function viewLabel(input: TitleInput): string {
  switch (input.view) {
    case 'profile':
      return cleanTitleText(input.authorName) || 'Profile';
    case 'tags':
      return (input.tags && tagsLabel(input.tags)) || 'Home';
    case 'topic':
      return cleanTitleText(input.topicName) || 'Topic';
    case 'global':
      return 'Global';
    case 'follows':
      return 'Follows';
    case 'list':
      return cleanTitleText(input.listTitle) || 'List';
    case 'set':
      return cleanTitleText(input.setTitle) || 'Set';
    case 'search':
      return `“${cleanTitleText(input.search)}”`;
    case 'relay':
      return cleanTitleText(input.relayName) || cleanTitleText(input.relay === undefined ? '' : relayLabel(input.relay)) || 'Relay';
    case 'not-found':
      return 'Not found';
    case 'settings':
      return 'Settings';
    case 'post':
      return 'New post';
    case 'moderate':
      return `Moderate ${(input.tags && tagsLabel(input.tags)) || 'wall'}`;
    case 'home':
      return 'Home';
  }
}

export function pageTitle(input: TitleInput, appName: string): string {
  const app = cleanTitleText(appName);
  const label = input.popular ? `${viewLabel(input)} · ${popularLabel(input.popular)}` : viewLabel(input);
  return app ? `${label}${SEPARATOR}${app}` : label;
}
