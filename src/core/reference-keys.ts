/** The reference npub lists as hex keys (see scripts/reference-keys.ts). */
import { npubToHex } from './npub';

export interface ReferenceKeys {
  adult: string[];
  mixedAdult: string[];
  blocked: string[];
}

/** Hex keys of each list, in order; an entry that does not decode is left out. */
export function referenceKeysOf(data: { adultNpubs: string[]; mixedAdultNpubs: string[]; blockedNpubs: string[] }): ReferenceKeys {
  const hex = (npubs: string[]) => npubs.map(npubToHex).filter((key): key is string => key !== undefined);
  return { adult: hex(data.adultNpubs), mixedAdult: hex(data.mixedAdultNpubs), blocked: hex(data.blockedNpubs) };
}
