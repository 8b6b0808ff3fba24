/**
 * The walls of the wall-scale scenario (bench/wall-scale.ts): two approved-only walls of
 * three moderators each (docs/views-and-keys.md, The wall), one with 5,000 approvals per
 * moderator, as at a real event, and one with 20 approvals in all. Every approval names a
 * signed picture post the relay holds. Signing 15,000 posts takes most of a minute, so
 * they are kept in .cache/bench-wall-scale/ for the media server's address they name.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { finalizeEvent, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';

/** Approvals per moderator on the big wall. */
export const BIG_WALL_APPROVALS = 5000;
/** Approvals of the small wall's three moderators, 20 in all. */
const SMALL_WALL_APPROVALS = [7, 7, 6];
const MODERATORS = 3;
/** Bumped when what is generated changes, so an older cache is not read. */
const VERSION = 1;
const CACHE_DIR = '.cache/bench-wall-scale';

export interface BenchWall {
  /** The wall's address, for screen mode. */
  path: string;
  /** The moderators' posts and sets. */
  events: NostrEvent[];
  approvals: number;
}

interface Cached {
  version: number;
  mediaBase: string;
  walls: { small: BenchWall; big: BenchWall };
}

/** A moderator's key: the same in every run, so the cache stays valid. */
function moderatorKey(wall: number, moderator: number): Uint8Array {
  return new Uint8Array(32).fill(70 + wall * 10 + moderator);
}

/**
 * A wall of MODERATORS moderators approving `approvals[m]` posts each, approvals in the
 * order the posts were made, every moderator posting a few seconds apart.
 */
function wall(name: string, index: number, approvals: readonly number[], mediaBase: string, now: number): BenchWall {
  const events: NostrEvent[] = [];
  const sets: string[] = [];
  approvals.forEach((count, moderator) => {
    const secret = moderatorKey(index, moderator);
    const posts = Array.from({ length: count }, (_, post) =>
      finalizeEvent(
        {
          kind: 1,
          created_at: now - (count - post) * MODERATORS * 3 - moderator,
          tags: [['t', name]],
          content: `${name} ${moderator}-${post} ${mediaBase}/media/${name}-${moderator}-${post}.jpg`,
        },
        secret,
      ),
    );
    const identifier = `wall:${name}`;
    const set = finalizeEvent(
      {
        kind: 30006,
        created_at: now,
        tags: [['d', identifier], ['title', `Wall #${name}`], ...posts.map((post) => ['e', post.id])],
        content: '',
      },
      secret,
    );
    events.push(...posts, set);
    sets.push(nip19.naddrEncode({ kind: 30006, pubkey: getPublicKey(secret), identifier }));
  });
  const path = `/tags/${name}?admit=approved&sets=${sets.join(',')}&view=slideshow&screen=true`;
  return { path, events, approvals: approvals.reduce((sum, count) => sum + count, 0) };
}

/** Both walls, from the cache when it was made for `mediaBase`. */
export function benchWalls(mediaBase: string): { small: BenchWall; big: BenchWall } {
  const file = `${CACHE_DIR}/${createHash('sha256').update(mediaBase).digest('hex').slice(0, 16)}.json`;
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as Cached;
    if (cached.version === VERSION && cached.mediaBase === mediaBase) return cached.walls;
  } catch {
    // Not made yet, or unreadable: made again below.
  }
  const now = Math.floor(Date.now() / 1000) - 3600;
  const walls = {
    small: wall('wallsmall', 0, SMALL_WALL_APPROVALS, mediaBase, now),
    big: wall(
      'wallbig',
      1,
      Array.from({ length: MODERATORS }, () => BIG_WALL_APPROVALS),
      mediaBase,
      now,
    ),
  };
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify({ version: VERSION, mediaBase, walls } satisfies Cached));
  return walls;
}
