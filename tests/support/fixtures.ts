/**
 * Deterministic, really signed Nostr events for the offline tests (docs/architecture.md, Offline tests).
 * Keys come from fixed seeds and every timestamp is relative to `now`, so the same `now`
 * gives the same event ids. Media URLs are `${mediaBase}/media/{name}.{ext}`, served by
 * media-server.ts with pixels matching the events' imeta.
 *
 *   'small': about 80 events for browser tests, with `meta` naming what to assert on.
 *   'bench': 10,000 events for the benchmark, cached in .cache/fixtures/bench.json.
 */
import { BENCH_EVENT_COUNT, BENCH_TAG_WEIGHTS, BENCH_TOP_TAG, BENCH_CACHE_FILE, generateBenchSet } from './fixtures-bench';
import { buildSmallSet, FIXTURE_DOMAIN, SMALL_TAGS, smallAuthors } from './fixtures-small';
import type { BenchFixtureSet, SmallFixtureSet } from './fixture-types';

export type {
  BenchFixtureMeta,
  BenchFixtureSet,
  FixtureAuthor,
  FixturePost,
  FixtureSet,
  HiddenReason,
  SmallFixtureMeta,
  SmallFixtureSet,
  SmallTag,
} from './fixture-types';
export { BENCH_CACHE_FILE, BENCH_EVENT_COUNT, BENCH_TAG_WEIGHTS, BENCH_TOP_TAG, FIXTURE_DOMAIN, SMALL_TAGS, smallAuthors };

/** The relay the local build is configured for (.env.local-relay); it appears in e tags, naddrs and the relay list. */
export const DEFAULT_FIXTURE_RELAY = 'ws://127.0.0.1:7447';

interface CommonOptions {
  /** Base of every media URL, e.g. http://127.0.0.1:7448 (no trailing slash needed). */
  mediaBase: string;
  /** Unix seconds; every created_at is at or before it. */
  now: number;
  /** Default DEFAULT_FIXTURE_RELAY. */
  relayUrl?: string;
}

export interface SmallFixtureOptions extends CommonOptions {
  set: 'small';
}

export interface BenchFixtureOptions extends CommonOptions {
  set: 'bench';
  /** Total events; default 10,000. Unit tests pass a small number with `cache: false`. */
  count?: number;
  /** Reuse / write .cache/fixtures/bench.json (younger than 3 h, same version and addresses). Default true. */
  cache?: boolean;
}

export function generateFixtures(options: SmallFixtureOptions): SmallFixtureSet;
export function generateFixtures(options: BenchFixtureOptions): BenchFixtureSet;
export function generateFixtures(options: SmallFixtureOptions | BenchFixtureOptions): SmallFixtureSet | BenchFixtureSet {
  const mediaBase = options.mediaBase.replace(/\/+$/, '');
  const relayUrl = options.relayUrl ?? DEFAULT_FIXTURE_RELAY;
  if (options.set === 'small') return buildSmallSet({ mediaBase, now: options.now, relayUrl });
  return generateBenchSet({ mediaBase, now: options.now, relayUrl, count: options.count, cache: options.cache });
}
