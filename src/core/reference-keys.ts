/** The reference npub lists as hex keys (see scripts/reference-keys.ts). */
import { npubToHex } from './npub';

/**
 * The adult lists ship as the keys' first 16 hex digits (64 bits), a quarter of their
 * size in the first screen's download. A key shares a prefix with a listed one by chance
 * with odds of about 1 in 10^17, and finding one on purpose takes as many tries for no
 * gain: a match only flags that key's own posts as adult (docs/content-rules.md, Adult
 * content). The blocked list is short and stays whole keys.
 */
export const ADULT_KEY_PREFIX_LENGTH = 16;

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

/** What the adult lists hold of a 64-hex key. */
export function adultKeyPrefix(hex: string): string {
  return hex.slice(0, ADULT_KEY_PREFIX_LENGTH);
}
