/**
 * The filters docs/routes-and-filters.md, Query parameters keeps in the address (type, replies, reposts, adult, and
 * the order, docs/routes-and-filters.md, Popular), as
 * the gallery's filter control offers and names them. A change keeps the feed and writes
 * the address by the navigation rule (settingsToPath).
 */
import { admissionLabel } from '../sets/admission';
import { POPULAR_PERIODS, popularLabel, type PopularPeriod } from './popular';
import { DEFAULT_HASHTAGS } from '../reference/reference-data';
import { settingsToPath } from './route';
import type { MediaTypeFilter, Settings } from '../types';

export type FilterSettings = Pick<Settings, 'type' | 'showReplies' | 'showReposts' | 'showAdult' | 'popular' | 'admit'>;

export const TYPE_CHOICES: readonly { type: MediaTypeFilter; label: string }[] = [
  { type: 'all', label: 'All' },
  { type: 'image', label: 'Pictures' },
  { type: 'video', label: 'Videos' },
];

export const FLAG_CHOICES: readonly { flag: Exclude<keyof FilterSettings, 'type' | 'popular' | 'admit'>; label: string; hint: string }[] = [
  { flag: 'showReplies', label: 'Replies', hint: 'Include replies' },
  { flag: 'showReposts', label: 'Reposts', hint: 'Include reposts' },
  { flag: 'showAdult', label: 'Adult', hint: 'Show adult content' },
];

/** Newest first, or popular over one of the periods. */
export const ORDER_CHOICES: readonly { popular: PopularPeriod | undefined; label: string }[] = [
  { popular: undefined, label: 'Newest' },
  ...POPULAR_PERIODS.map((period) => ({ popular: period, label: popularLabel(period) })),
];

/** The address of the same feed with some filters changed (docs/routes-and-filters.md, Navigation rule). */
export function filterPath(settings: Settings, change: Partial<FilterSettings>): string {
  return settingsToPath({ ...settings, ...change });
}

/** The filters that differ from the defaults, in the control's order, one short word each. */
export function activeFilterLabels(settings: FilterSettings): string[] {
  const labels: string[] = [];
  const type = TYPE_CHOICES.find((choice) => choice.type === settings.type);
  if (type && type.type !== 'all') labels.push(type.label);
  for (const choice of FLAG_CHOICES) if (settings[choice.flag]) labels.push(choice.label);
  if (settings.popular) labels.push(popularLabel(settings.popular));
  // A wall's admission is no filter to change here, but the viewer should know of it (docs/views-and-keys.md, The wall).
  if (settings.admit) labels.push(admissionLabel(settings.admit));
  return labels;
}

/** The default hashtags are what / shows: that feed is Home (docs/routes-and-filters.md, Page title). */
export function isHomeFeed(settings: Pick<Settings, 'tags' | 'topic' | 'follows' | 'list' | 'set'>): boolean {
  if (settings.topic !== undefined || settings.follows || settings.list !== undefined || settings.set !== undefined) return false;
  return settings.tags.length === DEFAULT_HASHTAGS.length && settings.tags.every((tag, index) => tag === DEFAULT_HASHTAGS[index]);
}

/**
 * Home with nothing but a type chosen: the place the back button leads, so there it is
 * not offered (docs/views-and-keys.md, Back button), and the header has that much more room.
 */
export function isPlainHome(settings: Settings): boolean {
  return isHomeFeed(settings) && !settings.showAdult && !settings.showReplies && !settings.showReposts;
}
