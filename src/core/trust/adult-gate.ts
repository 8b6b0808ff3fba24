/**
 * docs/routes-and-filters.md, Adult warning: shown when adult content is not enabled and
 * the tags or authors of the view are flagged.
 */
import { npubToHex } from '../events/npub';
import { ADULT_TAGS, getTopic, isAdultAuthor } from '../reference/reference-data';
import type { Settings } from '../types';

export function needsAdultWarning(settings: Pick<Settings, 'showAdult' | 'tags' | 'npubs' | 'topic'>): boolean {
  if (settings.showAdult) return false;
  if (settings.topic && getTopic(settings.topic)?.nsfw) return true;
  if (settings.tags.some((tag) => ADULT_TAGS.has(tag.toLowerCase()))) return true;
  return settings.npubs.some((npub) => {
    const hex = npubToHex(npub);
    return hex !== undefined && isAdultAuthor(hex);
  });
}
