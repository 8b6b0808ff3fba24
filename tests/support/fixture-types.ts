/** The shapes the fixture generator returns (fixtures.ts); kept apart so both sets can share them. */
import type { NostrEvent } from 'nostr-tools';
import type { FixtureAuthor } from './fixture-events';

export type { FixtureAuthor };

/** Why the app must not show a post. */
export type HiddenReason = 'adult' | 'reply' | 'tampered-repost' | 'missing-media' | 'no-media';

/** One post-like event (kinds 1, 6, 20, 21, 1063) and what the app should make of it. */
export interface FixturePost {
  id: string;
  kind: number;
  /** The author's fixture name, e.g. 'alice'. */
  author: string;
  pubkey: string;
  created_at: number;
  /** Media URLs the post shows (for a repost: the embedded post's). */
  urls: string[];
  type: 'image' | 'video' | 'none';
  /** The stored event's own `t` tags (a kind 6 has none, so tag feeds never match it). */
  tags: string[];
  hidden?: HiddenReason;
}

export interface FixtureSet<M = SmallFixtureMeta> {
  events: NostrEvent[];
  authors: FixtureAuthor[];
  meta: M;
}

/** The hashtags of the small set. */
export type SmallTag = 'photography' | 'catstr' | 'art' | 'nostr';

export interface SmallFixtureMeta {
  set: 'small';
  now: number;
  mediaBase: string;
  relayUrl: string;
  /** The domain of every nip05 and lud16 (reserved .test TLD: intercept it in browser tests). */
  domain: string;
  /** Every post-like event, visible or not. */
  posts: FixturePost[];
  /** Picture URLs a grid on /tags/photography must show (visible kind 1 and 20 posts). */
  photographyImageUrls: string[];
  /** The same pictures with the post that carries each and all of that post's tags. */
  photographyPosts: { url: string; id: string; kind: number; tags: string[] }[];
  /** Visible media per hashtag. */
  visibleByTag: Record<SmallTag, { images: string[]; videos: string[] }>;
  adultUrl: string;
  adultEventId: string;
  replyUrl: string;
  replyEventId: string;
  replyParentId: string;
  /** The picture inside the valid kind 6 (its original is not stored on the relay). */
  repostEmbeddedUrl: string;
  repostEventId: string;
  repostedEventId: string;
  /** The picture inside the kind 6 whose embedded signature was altered: never shown. */
  tamperedRepostUrl: string;
  tamperedRepostEventId: string;
  /** A note with a javascript: link and markup junk, plus one real picture (shown). */
  junkEventId: string;
  junkImageUrl: string;
  /** An `/media/missing-*.jpg` picture: the server answers 404. */
  missingImageUrl: string;
  videoUrls: { mp4: string; webm: string; nip71: string; nip71Poster: string };
  /** The picture of the kind 1063 file-metadata event. */
  fileMetadataUrl: string;
  /** The two pictures of one kind 20 post, in order. */
  multiImagePictureUrls: string[];
  viewer: { pubkey: string; npub: string; secretKeyHex: string };
  /** Owner of the kind 3 follow list (the viewer) and whom it follows. */
  followOwner: string;
  follows: string[];
  peopleList: { naddr: string; identifier: string; title: string; members: string[] };
  /** A kind 30000 named "Muted accounts": the app drops lists named mute/allow. */
  droppedPeopleList: { naddr: string; title: string };
  relayList: { owner: string; read: string[]; write: string[] };
  /** A word NIP-50 profile search finds in exactly one profile. */
  searchName: string;
  searchPubkey: string;
  /**
   * A profile with no posts (not among `authors`) whose name, "badger", no topic or
   * hashtag starts with, while some contain it: the search ranks this person first.
   */
  exactNamePerson: { name: string; displayName: string; pubkey: string; npub: string };
  /** name -> pubkey, ready for the media server's setNip05(). */
  nip05Names: Record<string, string>;
}

export interface BenchFixtureMeta {
  set: 'bench';
  now: number;
  mediaBase: string;
  relayUrl: string;
  generatorVersion: number;
  /** The most frequent hashtag. */
  topTag: string;
  /** Posts per hashtag. */
  tagCounts: Record<string, number>;
  postCount: number;
  profileCount: number;
  /** Distinct media URLs across all posts (every post has its own). */
  mediaUrlCount: number;
  oldest: number;
  newest: number;
  /** How long generation took, or 0 when loaded from the cache. */
  generatedInMs: number;
}

export type SmallFixtureSet = FixtureSet<SmallFixtureMeta>;
export type BenchFixtureSet = FixtureSet<BenchFixtureMeta>;
