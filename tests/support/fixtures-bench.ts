/**
 * The bench set: 10,000 realistic signed events for the performance benchmark. Signing
 * takes about 3 ms per event, so the set is written to .cache/fixtures/bench.json and
 * reused while it is younger than three hours and made by this generator version for
 * the same media and relay addresses.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NostrEvent } from 'nostr-tools';
import {
  deriveAuthor,
  fileMetadataTags,
  hashtagTags,
  hashtagText,
  imageImeta,
  sign,
  videoImeta,
  type FixtureAuthor,
} from './fixture-events';
import type { BenchFixtureSet } from './fixture-types';
import { mediaUrl, sha256Hex, type ImageExtension, type VideoExtension } from './media-spec';

/** Bump when the generated events change, so stale caches are regenerated. */
export const BENCH_GENERATOR_VERSION = 2;
export const BENCH_EVENT_COUNT = 10_000;
export const BENCH_CACHE_FILE = fileURLToPath(new URL('../../.cache/fixtures/bench.json', import.meta.url));
const CACHE_MAX_AGE_MS = 3 * 60 * 60 * 1000;
/** Every event is created within this many seconds before `now`. */
const WINDOW_SECONDS = 20 * 60 * 60;

/** Hashtag weights, roughly the shape of a real picture feed: one tag dominates. */
export const BENCH_TAG_WEIGHTS: readonly (readonly [string, number])[] = [
  ['photography', 30],
  ['nostr', 14],
  ['art', 12],
  ['catstr', 10],
  ['picstr', 8],
  ['foodstr', 6],
  ['travelstr', 5],
  ['dogstr', 5],
  ['nature', 4],
  ['bitcoin', 3],
  ['gardenstr', 2],
  ['coffeechain', 1],
];
export const BENCH_TOP_TAG = 'photography';

const CAPTIONS = [
  'Morning light',
  'At the market',
  'Walk by the river',
  'Old town',
  'First snow',
  'New brushes',
  'Coffee break',
  'Sunset again',
  'Rainy street',
  'Studio day',
  'Garden update',
  'On the road',
  'Weekend hike',
  'Window seat',
  'Lunch',
  'Night walk',
  'Work in progress',
  'Found this today',
];

export interface BenchOptions {
  mediaBase: string;
  now: number;
  relayUrl: string;
  /** Total events, profiles included. Default 10,000; tests pass a few dozen. */
  count?: number;
  /** Read and write .cache/fixtures/bench.json. Default true. */
  cache?: boolean;
}

/** mulberry32: a tiny seeded PRNG, so every run builds the same events. */
function random(seed: string): () => number {
  let state = Number.parseInt(sha256Hex(seed).slice(0, 8), 16);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateBenchSet(options: BenchOptions): BenchFixtureSet {
  const count = options.count ?? BENCH_EVENT_COUNT;
  if (options.cache !== false) {
    const cached = readCache(options, count);
    if (cached) return cached;
  }
  const started = performance.now();
  const set = buildBenchSet(options, count);
  set.meta.generatedInMs = Math.round(performance.now() - started);
  if (options.cache !== false) writeCache(set, count);
  return set;
}

function buildBenchSet({ mediaBase, now, relayUrl }: BenchOptions, count: number): BenchFixtureSet {
  const rand = random('diorama-bench');
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const authorCount = Math.max(3, Math.min(200, Math.round(count / 50)));
  const authors: FixtureAuthor[] = [];
  for (let i = 0; i < authorCount; i++) authors.push(deriveAuthor(`diorama-bench-author-${i}`, `bench${i}`));
  const totalWeight = BENCH_TAG_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

  function pickTags(): string[] {
    const wanted = 1 + Math.floor(rand() * rand() * 3);
    const tags = new Set<string>();
    while (tags.size < wanted) {
      let roll = rand() * totalWeight;
      for (const [tag, weight] of BENCH_TAG_WEIGHTS) {
        roll -= weight;
        if (roll < 0) {
          tags.add(tag);
          break;
        }
      }
    }
    return [...tags];
  }

  const events: NostrEvent[] = authors.map((author, i) =>
    sign(author, {
      kind: 0,
      created_at: now - WINDOW_SECONDS + i,
      tags: [],
      content: JSON.stringify({
        name: author.name,
        display_name: `Bench Author ${i}`,
        about: `${pick(CAPTIONS)} and more.`,
        picture: mediaUrl(mediaBase, `avatar-${author.name}`, 'jpg'),
      }),
    }),
  );
  const postIds: string[] = [];
  const imageExts: ImageExtension[] = ['jpg', 'jpg', 'jpg', 'jpeg', 'png', 'webp', 'webp', 'gif'];

  for (let i = 0; events.length < count; i++) {
    const author = pick(authors);
    const created_at = now - 1 - Math.floor(rand() * (WINDOW_SECONDS - 120));
    const tags = pickTags();
    if (rand() < 0.01) tags.push('nsfw');
    const caption = `${pick(CAPTIONS)} ${i}`;
    const name = `b${i}`;
    const roll = rand();
    let event: NostrEvent;
    if (roll < 0.45 || roll >= 0.94) {
      // Kind 1 with one or two pictures, sometimes described by imeta; or 6% plain text.
      const pictures = roll >= 0.94 ? 0 : rand() < 0.1 ? 2 : 1;
      const files = Array.from({ length: pictures }, (_, k) => {
        const ext = pick(imageExts);
        const fileName = pictures > 1 ? `${name}-${k}` : name;
        return { ext, name: fileName, url: mediaUrl(mediaBase, fileName, ext) };
      });
      const imetas = rand() < 0.4 ? files.map((f) => imageImeta(f.url, f.name, f.ext)) : [];
      const reply = postIds.length > 0 && rand() < 0.01 ? [['e', pick(postIds), relayUrl, 'reply']] : [];
      event = sign(author, {
        kind: 1,
        created_at,
        tags: [...reply, ...hashtagTags(tags), ...imetas],
        content: [caption + hashtagText(tags), ...files.map((f) => f.url)].join('\n'),
      });
    } else if (roll < 0.53) {
      const ext: VideoExtension = rand() < 0.7 ? 'mp4' : 'webm';
      const url = mediaUrl(mediaBase, name, ext);
      event = sign(author, { kind: 1, created_at, tags: hashtagTags(tags), content: `${caption}${hashtagText(tags)}\n${url}` });
    } else if (roll < 0.78) {
      const files = Array.from({ length: rand() < 0.8 ? 1 : 2 + Math.floor(rand() * 2) }, (_, k) => {
        const ext = pick(imageExts);
        return { ext, name: `${name}-${k}`, url: mediaUrl(mediaBase, `${name}-${k}`, ext) };
      });
      event = sign(author, {
        kind: 20,
        created_at,
        tags: [['title', caption], ...files.map((f) => imageImeta(f.url, f.name, f.ext, caption)), ...hashtagTags(tags)],
        content: caption + hashtagText(tags),
      });
    } else if (roll < 0.82) {
      const ext = pick(imageExts);
      const url = mediaUrl(mediaBase, name, ext);
      event = sign(author, {
        kind: 1063,
        created_at,
        tags: [...fileMetadataTags(url, name, ext, caption), ...hashtagTags(tags)],
        content: caption,
      });
    } else if (roll < 0.84) {
      const url = mediaUrl(mediaBase, name, 'mp4');
      const poster = mediaUrl(mediaBase, `${name}-poster`, 'jpg');
      event = sign(author, {
        kind: 21,
        created_at,
        tags: [['title', caption], ['published_at', String(created_at)], videoImeta(url, 'mp4', poster), ...hashtagTags(tags)],
        content: caption,
      });
    } else {
      // A repost of an original that is only embedded, with its own picture.
      const by = pick(authors);
      const url = mediaUrl(mediaBase, `${name}-orig`, 'jpg');
      const original = sign(by, {
        kind: 1,
        created_at: created_at - 60 - Math.floor(rand() * 3600),
        tags: hashtagTags(tags),
        content: `${caption}${hashtagText(tags)}\n${url}`,
      });
      event = sign(author, {
        kind: 6,
        created_at,
        tags: [
          ['e', original.id, relayUrl],
          ['p', original.pubkey],
        ],
        content: JSON.stringify(original),
      });
    }
    events.push(event);
    postIds.push(event.id);
  }
  return { events, authors, meta: describe(events, { mediaBase, now, relayUrl }) };
}

function describe(events: NostrEvent[], base: Pick<BenchOptions, 'mediaBase' | 'now' | 'relayUrl'>): BenchFixtureSet['meta'] {
  const posts = events.filter((e) => e.kind !== 0);
  const tagCounts: Record<string, number> = {};
  for (const post of posts) {
    for (const tag of post.tags) if (tag[0] === 't' && tag[1]) tagCounts[tag[1]] = (tagCounts[tag[1]] ?? 0) + 1;
  }
  const topTag = Object.entries(tagCounts).sort((a, b) => b[1] - a[1])[0]?.[0] ?? BENCH_TOP_TAG;
  const urls = new Set(
    posts.flatMap((post) => {
      const content = post.kind === 6 ? ((JSON.parse(post.content) as NostrEvent).content ?? '') : post.content;
      const tagged = post.tags.flatMap((tag) =>
        tag[0] === 'url' ? [tag[1] ?? ''] : tag[0] === 'imeta' ? [tag.find((v) => v.startsWith('url '))?.slice(4) ?? ''] : [],
      );
      return [...(content.match(/https?:\/\/\S+\/media\/\S+/g) ?? []), ...tagged].filter((url) => url !== '');
    }),
  );
  const times = posts.map((post) => post.created_at);
  return {
    set: 'bench',
    ...base,
    generatorVersion: BENCH_GENERATOR_VERSION,
    topTag,
    tagCounts,
    postCount: posts.length,
    profileCount: events.length - posts.length,
    mediaUrlCount: urls.size,
    oldest: Math.min(...times),
    newest: Math.max(...times),
    generatedInMs: 0,
  };
}

interface CacheFile {
  version: number;
  count: number;
  set: BenchFixtureSet;
}

function readCache(options: BenchOptions, count: number): BenchFixtureSet | undefined {
  if (!existsSync(BENCH_CACHE_FILE)) return undefined;
  if (Date.now() - statSync(BENCH_CACHE_FILE).mtimeMs > CACHE_MAX_AGE_MS) return undefined;
  try {
    const file = JSON.parse(readFileSync(BENCH_CACHE_FILE, 'utf8')) as CacheFile;
    const { meta } = file.set;
    const matches =
      file.version === BENCH_GENERATOR_VERSION &&
      file.count === count &&
      meta.mediaBase === options.mediaBase &&
      meta.relayUrl === options.relayUrl;
    return matches ? { ...file.set, meta: { ...meta, generatedInMs: 0 } } : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(set: BenchFixtureSet, count: number): void {
  mkdirSync(dirname(BENCH_CACHE_FILE), { recursive: true });
  const file: CacheFile = { version: BENCH_GENERATOR_VERSION, count, set };
  // Write then rename: a run killed half-way must not leave a truncated cache behind.
  const temporary = `${BENCH_CACHE_FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(file));
  renameSync(temporary, BENCH_CACHE_FILE);
}
