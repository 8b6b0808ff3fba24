/**
 * A moderated wall (docs/views-and-keys.md, The wall): each
 * moderator approves posts into a picture set (NIP-51 kind 30006) and a video set (30005)
 * of their own, named by the wall's hashtags, and the wall shows the union of every
 * moderator's sets. Union rather than one shared key: no two moderators ever overwrite
 * each other's version of one replaceable event, no one hands out a secret key, and
 * a moderator is taken off the wall by an address without their sets.
 */
import { admissionParams, SETS_PARAM } from '../sets/admission';
import { PICTURE_SET_KIND, VIDEO_SET_KIND } from '../events/kinds';
import { setCoordinate } from '../sets/media-set';
import { naddrEncode } from '../events/nip19';
import { settingsToPath } from '../routes/route';
import { SCREEN_PARAM, SLIDE_PARAM } from '../routes/slideshow-address';
import type { Admission, MediaType, Settings } from '../types';

/** The `d` identifier of a moderator's sets for a wall of these hashtags: the same for every moderator. */
export function wallIdentifier(tags: readonly string[]): string {
  return `wall:${[...tags].sort().join(',')}`;
}

/** The title a moderator's set is created with. */
export function wallSetTitle(tags: readonly string[]): string {
  return `Wall ${tags.map((tag) => `#${tag}`).join(' ')}`;
}

/** Where an approved post goes: videos to the video set, everything else to the picture set (NIP-51). */
export function wallSetKind(type: MediaType): number {
  return type === 'video' ? VIDEO_SET_KIND : PICTURE_SET_KIND;
}

/** The coordinate (core/sets/media-set.ts) of a moderator's set of this kind for the wall. */
export function wallSetCoordinate(kind: number, pubkey: string, tags: readonly string[]): string {
  return setCoordinate(kind, pubkey, wallIdentifier(tags));
}

/** A moderator's two sets as addresses, picture set first; they name sets that may not exist yet. */
export function moderatorSets(pubkey: string, tags: readonly string[]): string[] {
  const identifier = wallIdentifier(tags);
  return [PICTURE_SET_KIND, VIDEO_SET_KIND].map((kind) => naddrEncode({ kind, pubkey, identifier }));
}

/** The wall's sets with a moderator's own added after the others', each once. */
export function withModerator(sets: readonly string[], pubkey: string, tags: readonly string[]): string[] {
  return [...new Set([...sets, ...moderatorSets(pubkey, tags)])];
}

export interface WallAddressInput {
  /** The hashtag feed's settings: its tags and filters. */
  settings: Settings;
  sets: readonly string[];
  /** Seconds per slide, as `slide=` writes it. */
  slideSeconds: number;
}

/**
 * The wall itself: the hashtags' slideshow in screen mode, with what may reach it
 * (docs/routes-and-filters.md, View address parameters).
 */
export function wallPath(settings: Settings, admit: Admission | undefined, slideSeconds: number): string {
  const [path = '', query = ''] = settingsToPath({ ...settings, admit }).split('?');
  const params = [query, 'view=slideshow', `${SCREEN_PARAM}=true`, `${SLIDE_PARAM}=${slideSeconds}`].filter(Boolean);
  return `${path}?${params.join('&')}`;
}

/** The moderation screen of the same wall, which another moderator opens to add their sets. */
export function moderationPath({ settings, sets, slideSeconds }: WallAddressInput): string {
  // Moderation is of hashtags: a topic's wall is moderated as its hashtags.
  const tagsPath = settingsToPath({ ...settings, topic: undefined, admit: undefined, popular: undefined });
  const [path = '', query = ''] = tagsPath.replace(/^\/tags\//, '/moderate/').split('?');
  const setsParam = admissionParams({ kind: 'approved', sets: [...sets] }).filter((param) => param.startsWith(`${SETS_PARAM}=`));
  const params = [query, ...(sets.length > 0 ? setsParam : []), `${SLIDE_PARAM}=${slideSeconds}`].filter(Boolean);
  return `${path}?${params.join('&')}`;
}
