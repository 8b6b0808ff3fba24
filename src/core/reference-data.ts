/**
 * The product's default data (SPEC.md section 3, "Configuration lists"; values from
 * reference-data.json, curated: lowercase topic tags, no duplicates).
 */
import data from './data/reference-data.json';
import { decode } from './nip19';
import type { Topic } from './types';

export const DEFAULT_HASHTAGS: readonly string[] = data.defaultHashTags;
export const VISIBLE_HASHTAGS: readonly string[] = data.visibleHashTags;
export const ADULT_TAGS: ReadonlySet<string> = new Set(data.adultContentTags);
export const BLOCKED_TAGS: ReadonlySet<string> = new Set(data.blockedHashTags);

export const DEFAULT_RELAYS: readonly string[] = data.defaultRelays;
export const OUTBOX_RELAYS: readonly string[] = data.outboxRelays;
export const BLACKLISTED_RELAYS: readonly string[] = data.blacklistedRelays;
export const REMOTE_SIGNER_FALLBACK_RELAY: string = data.remoteSignerFallbackRelay;
export const RATES_PROVIDER = data.ratesProvider;

export const TOPICS: readonly Topic[] = Object.entries(data.topics).map(([key, topic]) => ({
  key,
  ...topic,
}));

const topicsByKey = new Map(TOPICS.map((topic) => [topic.key, topic]));

export function getTopic(key: string): Topic | undefined {
  return topicsByKey.get(key);
}

/** Decodes a list of npubs to hex once; an entry that does not decode is skipped. */
export function npubsToHexSet(npubs: readonly string[]): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const npub of npubs) {
    try {
      const decoded = decode(npub);
      if (decoded.type === 'npub') keys.add(decoded.data.toLowerCase());
    } catch {
      // a malformed entry in the data is ignored rather than breaking start-up
    }
  }
  return keys;
}

export const ADULT_AUTHORS = npubsToHexSet(data.adultNpubs);
export const MIXED_ADULT_AUTHORS = npubsToHexSet(data.mixedAdultNpubs);
export const BLOCKED_AUTHORS = npubsToHexSet(data.blockedNpubs);
