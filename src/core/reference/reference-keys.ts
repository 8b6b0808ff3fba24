/** The reference npub lists as hex keys (see scripts/reference-keys.ts). */
import { npubToHex } from '../events/npub';
import { adultKeyPrefix } from './reference-data';

export interface ReferenceKeys {
  adult: string[];
  mixedAdult: string[];
  blocked: string[];
}

/** Hex keys of each list (prefixes for the adult ones), in order; an entry that does not decode is left out. */
export function referenceKeysOf(data: { adultNpubs: string[]; mixedAdultNpubs: string[]; blockedNpubs: string[] }): ReferenceKeys {
  const hex = (npubs: string[]) => npubs.map(npubToHex).filter((key): key is string => key !== undefined);
  const prefixes = (npubs: string[]) => hex(npubs).map(adultKeyPrefix);
  return { adult: prefixes(data.adultNpubs), mixedAdult: prefixes(data.mixedAdultNpubs), blocked: hex(data.blockedNpubs) };
}
