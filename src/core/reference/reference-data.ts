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
import type { Topic } from '../types';

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

/**
 * The adult lists ship as the keys' first 16 hex digits (64 bits), a quarter of their
 * size in the first screen's download. A key shares a prefix with a listed one by chance
 * with odds of about 1 in 10^17, and finding one on purpose takes as many tries for no
 * gain: a match only flags that key's own posts as adult (docs/content-rules.md, Adult
 * content). The blocked list is short and stays whole keys.
 */
const ADULT_KEY_PREFIX_LENGTH = 16;

/** What the adult lists hold of a 64-hex key. */
export function adultKeyPrefix(hex: string): string {
  return hex.slice(0, ADULT_KEY_PREFIX_LENGTH);
}

// The reference npub lists, decoded ahead of time (scripts/reference-keys.ts): the adult
// ones as key prefixes, the blocked one as hex keys.
const adultAuthors: ReadonlySet<string> = new Set(keys.adult);
const mixedAdultAuthors: ReadonlySet<string> = new Set(keys.mixedAdult);
export const BLOCKED_AUTHORS: ReadonlySet<string> = new Set(keys.blocked);

/** The 64-hex key is on the adult authors list. */
export const isAdultAuthor = (hex: string): boolean => adultAuthors.has(adultKeyPrefix(hex));

/** The 64-hex key is on the list of authors who post both adult and other pictures. */
export const isMixedAdultAuthor = (hex: string): boolean => mixedAdultAuthors.has(adultKeyPrefix(hex));
