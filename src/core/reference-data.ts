/**
 * The product's default data (docs/data-and-requests.md, Reference data; values from
 * data/reference-data.json, curated: lowercase topic tags, no duplicates).
 */
// Named imports: the bundle keeps only these fields (the npub lists ship as hex keys).
import {
  adultContentTags,
  blacklistedRelays,
  blockedHashTags,
  defaultHashTags,
  defaultRelays,
  outboxRelays,
  ratesProvider,
  remoteSignerFallbackRelay,
  topics,
  visibleHashTags,
} from './data/reference-data.json';
import keys from './data/reference-keys.json';
import type { Topic } from './types';

export const DEFAULT_HASHTAGS: readonly string[] = defaultHashTags;
export const VISIBLE_HASHTAGS: readonly string[] = visibleHashTags;
export const ADULT_TAGS: ReadonlySet<string> = new Set(adultContentTags);
export const BLOCKED_TAGS: ReadonlySet<string> = new Set(blockedHashTags);

export const DEFAULT_RELAYS: readonly string[] = defaultRelays;
export const OUTBOX_RELAYS: readonly string[] = outboxRelays;
export const BLACKLISTED_RELAYS: readonly string[] = blacklistedRelays;
export const REMOTE_SIGNER_FALLBACK_RELAY: string = remoteSignerFallbackRelay;
export const RATES_PROVIDER = ratesProvider;

export const TOPICS: readonly Topic[] = Object.entries(topics).map(([key, topic]) => ({
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
