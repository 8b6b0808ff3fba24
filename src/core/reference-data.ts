/**
 * The product's default data (SPEC.md section 3, "Configuration lists"; values from
 * reference-data.json, curated: lowercase topic tags, no duplicates).
 */
import data from './data/reference-data.json';
import keys from './data/reference-keys.json';
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

// Hex keys of the reference npub lists, decoded ahead of time (scripts/reference-keys.ts).
export const ADULT_AUTHORS: ReadonlySet<string> = new Set(keys.adult);
export const MIXED_ADULT_AUTHORS: ReadonlySet<string> = new Set(keys.mixedAdult);
export const BLOCKED_AUTHORS: ReadonlySet<string> = new Set(keys.blocked);
