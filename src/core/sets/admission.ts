/**
 * What may reach a wall's screen (docs/views-and-keys.md, The wall): everyone who posts
 * with its hashtags, only people in a list, only the deployment's trust circle, or only
 * posts that moderators approved into their sets. The address carries it, so a wall
 * restarts from its address alone; an address that names an admission it cannot hold
 * is refused rather than read as "everyone": a wall fails closed.
 */
import { decodeListReference } from './people-list';
import { decodeSetAddress } from './set-address';
import type { Admission } from '../types';

export const ADMIT_PARAM = 'admit';
export const PEOPLE_PARAM = 'people';
export const SETS_PARAM = 'sets';
/** Each moderator brings a picture set and a video set; no wall has this many moderators. */
export const MAX_WALL_SETS = 20;

export type AdmissionParse = { admit?: Admission } | { problem: string };

/** Why a wall's address is not found: what it admits cannot be read (docs/views-and-keys.md, The wall). */
export const INVALID_WALL = 'This wall address is not valid: it does not say whose posts may reach the screen.';

/** The sets of `sets=`: comma-separated naddrs of picture or video sets, each once; undefined when any is not one. */
export function parseWallSets(value: string | null): string[] | undefined {
  if (value === null || value.trim() === '') return [];
  const sets = [...new Set(value.split(',').map((ref) => ref.trim()))];
  if (sets.length > MAX_WALL_SETS || sets.some((ref) => !decodeSetAddress(ref))) return undefined;
  return sets;
}

/** `admit=everyone|circle|list|approved` with its `people=` or `sets=`; absent is everyone. */
export function parseAdmission(params: URLSearchParams): AdmissionParse {
  const admit = params.get(ADMIT_PARAM);
  if (admit === null || admit === 'everyone') return {};
  if (admit === 'circle') return { admit: { kind: 'circle' } };
  if (admit === 'list') {
    const list = (params.get(PEOPLE_PARAM) ?? '').trim();
    return decodeListReference(list) ? { admit: { kind: 'list', list } } : { problem: INVALID_WALL };
  }
  if (admit === 'approved') {
    const sets = parseWallSets(params.get(SETS_PARAM));
    return sets && sets.length > 0 ? { admit: { kind: 'approved', sets } } : { problem: INVALID_WALL };
  }
  return { problem: INVALID_WALL };
}

/** The query parameters of an admission, as the app writes them (docs/routes-and-filters.md, Query parameters). */
export function admissionParams(admit: Admission | undefined): string[] {
  if (!admit) return [];
  if (admit.kind === 'circle') return [`${ADMIT_PARAM}=circle`];
  if (admit.kind === 'list') return [`${ADMIT_PARAM}=list`, `${PEOPLE_PARAM}=${encodeURIComponent(admit.list)}`];
  // NIP-19 addresses are plain letters and digits: the commas between them stay readable.
  return [`${ADMIT_PARAM}=approved`, `${SETS_PARAM}=${admit.sets.map(encodeURIComponent).join(',')}`];
}

/** Words for the header and the wall screen. */
export function admissionLabel(admit: Admission | undefined): string {
  if (!admit) return 'Everyone';
  if (admit.kind === 'circle') return 'Trust circle only';
  if (admit.kind === 'list') return 'People in a list only';
  return 'Approved posts only';
}
