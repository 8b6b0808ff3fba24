/**
 * The moderator of the soak's approved-only wall (bench/soak.ts `--wall approved`; docs
 * on the wall: a hashtag route with `admit=approved&sets=…`, showing the union of the named
 * NIP-51 picture sets' `e` entries). Most posts are approved a moment after they are made,
 * by a new version of the moderator's kind 30006 set holding every approval so far; every
 * REJECT_EVERY-th post is left out. A set's `created_at` counts seconds and a newer
 * version must have a greater one (NIP-01, addressable events), so approvals are batched
 * into at most one version a second. The set keeps the newest `cap` entries, as a
 * moderator prunes a set that would otherwise hold the whole day; a wall at the size of a
 * real event opens on thousands of approvals already made (`opening`) and keeps them all.
 */
import { finalizeEvent, getPublicKey, nip19, type NostrEvent } from 'nostr-tools';

export const WALL_SET_D = 'soak-wall';
/** One post in this many is not approved. */
export const REJECT_EVERY = 5;
/** How long after its post an approval comes. */
export const APPROVE_AFTER_MS = 2_000;
/** The entries the set keeps: the newest approvals. */
export const WALL_SET_CAP = 500;

interface Waiting {
  id: string;
  dueAt: number;
}

export interface WallModeratorOptions {
  secretKey: Uint8Array;
  cap?: number;
  approveAfterMs?: number;
  /** Posts approved before the wall opens, oldest first: the first version holds them. */
  opening?: readonly string[];
}

/** Decides what is approved and writes the set's versions; the caller publishes them. */
export function createWallModerator({
  secretKey,
  cap = WALL_SET_CAP,
  approveAfterMs = APPROVE_AFTER_MS,
  opening = [],
}: WallModeratorOptions) {
  const pubkey = getPublicKey(secretKey);
  const waiting: Waiting[] = [];
  /** Approved ids, oldest first, the newest `cap` of them. */
  let approved: string[] = opening.slice(-cap);
  let posts = 0;
  let lastCreatedAt = 0;
  let latest: NostrEvent | undefined;

  return {
    pubkey,
    /** The set's address for the wall's `sets=` parameter. */
    naddr: (relays: string[] = []): string => nip19.naddrEncode({ kind: 30006, pubkey, identifier: WALL_SET_D, relays }),
    /** A post was made at `now`: true when it will be approved. */
    posted(id: string, now: number): boolean {
      posts += 1;
      if (posts % REJECT_EVERY === 0) return false;
      waiting.push({ id, dueAt: now + approveAfterMs });
      return true;
    },
    /**
     * The set's next version when approvals are due and a second has passed since the last
     * version; undefined otherwise.
     */
    tick(now: number): NostrEvent | undefined {
      const createdAt = Math.floor(now / 1000);
      if (createdAt <= lastCreatedAt || !waiting.some((entry) => entry.dueAt <= now)) return undefined;
      const due = waiting.filter((entry) => entry.dueAt <= now);
      waiting.splice(0, waiting.length, ...waiting.filter((entry) => entry.dueAt > now));
      approved = [...approved, ...due.map((entry) => entry.id)].slice(-cap);
      lastCreatedAt = createdAt;
      latest = finalizeEvent(
        {
          kind: 30006,
          created_at: createdAt,
          tags: [['d', WALL_SET_D], ['title', 'Soak wall'], ...approved.map((id) => ['e', id])],
          content: '',
        },
        secretKey,
      );
      return latest;
    },
    /** The set's newest version, for a relay that restarts. */
    latest: (): NostrEvent | undefined => latest,
    /** Posts still waiting for their approval. */
    pending: (): number => waiting.length,
  };
}

export type WallModerator = ReturnType<typeof createWallModerator>;

export interface EarlierPostsOptions {
  /** Whose approvals they are: each moderator's posts are apart. */
  moderator: number;
  count: number;
  tag: string;
  mediaBase: string;
  now: number;
}

/** People who posted to the hashtag in the days before the wall. */
const EARLIER_POSTERS = 7;

/**
 * `count` posts with the hashtag made in the three days before `now`, oldest first, for a
 * moderator's approvals before the wall opens (`opening`).
 */
export function earlierPosts({ moderator, count, tag, mediaBase, now }: EarlierPostsOptions): { name: string; event: NostrEvent }[] {
  const start = Math.floor(now / 1000) - 3 * 24 * 3600;
  return Array.from({ length: count }, (_, index) => {
    const name = `earlier-${moderator}-${index}`;
    const event = finalizeEvent(
      {
        kind: 1,
        created_at: start + index * 10 + moderator,
        tags: [['t', tag]],
        content: `From the days before #${tag} ${mediaBase}/media/${name}.jpg`,
      },
      new Uint8Array(32).fill(90 + (index % EARLIER_POSTERS)),
    );
    return { name, event };
  });
}

export interface SoakWallOptions {
  moderators: number;
  /** Each moderator's approvals before the wall opens; its set keeps its newest this many. */
  approvals: number;
  tag: string;
  mediaBase: string;
  now: number;
}

/** The soak's wall: its moderators, each with the posts of the days before they approved. */
export function createSoakWall({ moderators: count, approvals, tag, mediaBase, now }: SoakWallOptions) {
  const earlier = Array.from({ length: count }, (_, moderator) => earlierPosts({ moderator, count: approvals, tag, mediaBase, now }));
  const moderators = earlier.map((posts, index) =>
    createWallModerator({
      secretKey: new Uint8Array(32).fill(61 + index),
      opening: posts.map((post) => post.event.id),
      // A set of N approvals stays at N, its oldest pruned as new ones come: the wall's input
      // does not grow, so neither may its memory.
      ...(approvals > 0 && { cap: approvals }),
    }),
  );
  let posts = 0;
  return {
    /** What a relay holds of the wall: the posts approved before it opened and each set's newest version. */
    events: (): NostrEvent[] => [
      ...earlier.flat().map((post) => post.event),
      ...moderators.flatMap((moderator) => moderator.latest() ?? []),
    ],
    /** Approved before the wall opened: never taken for a post no one approved, and not all to be shown. */
    approvedEarlier: new Set(earlier.flat().map((post) => post.name)),
    /** A new post, made at `postedAt`, for the moderators in turn: true when it will be approved. */
    posted: (id: string, postedAt: number): boolean => moderators[posts++ % count]!.posted(id, postedAt),
    /** Each set's next version, where approvals are due. */
    tick: (at: number): NostrEvent[] => moderators.flatMap((moderator) => moderator.tick(at) ?? []),
    /** The sets' addresses for the wall's `sets=`. */
    naddrs: (relays: string[]): string[] => moderators.map((moderator) => moderator.naddr(relays)),
    /** Posts still waiting for their approval. */
    pending: (): number => moderators.reduce((sum, moderator) => sum + moderator.pending(), 0),
  };
}

export type SoakWall = ReturnType<typeof createSoakWall>;
