/** Plain data types that flow between the layers (docs/data-and-requests.md, Data shapes). */

/** A signed Nostr event as it travels on the wire (NIP-01). */
export interface NostrEvent {
  id: string;
  pubkey: string;
  kind: number;
  created_at: number;
  tags: string[][];
  content: string;
  sig?: string;
}

export type MediaType = 'image' | 'video';
export type MediaTypeFilter = 'all' | MediaType;

/** One rendition of a video (NIP-71 imeta, or one of its `fallback` urls): its own file. */
export interface VideoVariant {
  url: string;
  width?: number;
  height?: number;
  mime?: string;
  /** sha256 of this file (imeta `x`): lets a failed rendition be found elsewhere. */
  hash?: string;
}

/** One picture or video shown in a view (docs/data-and-requests.md, Data shapes). */
export interface MediaItem {
  /** Dedupe key: the file's sha256 (`x`) when known, else the url. */
  key: string;
  /** The post the media belongs to: for a repost, the embedded original. */
  post: NostrEvent;
  url: string;
  /** Author as an npub (NIP-19). */
  author: string;
  /** Author as 64-hex public key. */
  authorId: string;
  /** Post text with links and hashtags stripped. */
  content: string;
  type: MediaType;
  /** Post created_at, seconds. */
  timestamp: number;
  /** Post id, 64-hex. */
  noteId: string;
  /** Lowercased `t` tags. */
  tags: string[];
  width?: number;
  height?: number;
  blurhash?: string;
  alt?: string;
  /** sha256 of the file (imeta / NIP-94 `x`). */
  hash?: string;
  mime?: string;
  /** A video's length in seconds, when its event gives one (NIP-71 imeta `duration`). */
  duration?: number;
  /**
   * Every file of one video when its post gives more than one (NIP-71: an imeta tag per
   * rendition, each with `fallback` urls), in the post's order; `url` is the first.
   */
  variants?: VideoVariant[];
  /** A video's still picture (imeta `image`), an http(s) URL. */
  poster?: string;
  /** Hex pubkey of the reposter, when the item came through a repost. */
  repostedBy?: string;
  /** The repost's own id, when the item came through a repost: a set may name the repost (docs/content-rules.md, Media sets). */
  repostId?: string;
  /**
   * The reason of the post's NIP-36 content warning, as plain text: the views blur the
   * media until it is shown (docs/content-rules.md, Content warnings). A feed in adult
   * mode carries none.
   */
  contentWarning?: string;
}

/** Gallery settings, held in the address (docs/routes-and-filters.md, Settings held in the address). */
/** The periods a Popular feed ranks over (docs/routes-and-filters.md, Popular). */
export type PopularPeriod = '1d' | '7d' | '30d';

export interface Settings {
  tags: string[];
  npubs: string[];
  topic?: string;
  /** An naddr or nevent of a people list. */
  list?: string;
  /** An naddr of a picture or video set (docs/content-rules.md, Media sets). */
  set?: string;
  /** A relay's ws(s) address: its media alone, asked of it alone (docs/routes-and-filters.md, Routes). */
  relay?: string;
  /** Words of a NIP-50 search of media posts on the search relays (docs/routes-and-filters.md, Routes). */
  search?: string;
  follows: boolean;
  showAdult: boolean;
  showReplies: boolean;
  showReposts: boolean;
  type: MediaTypeFilter;
  /** The feed ordered by popularity over this period (docs/routes-and-filters.md, Popular); absent means newest first. */
  popular?: PopularPeriod;
  /** What may reach the screen of a hashtag or topic wall (docs/views-and-keys.md, The wall); absent: everyone. */
  admit?: Admission;
}

/**
 * A wall's admission (core/sets/admission.ts): the deployment's (or the signed-in user's)
 * trust circle, the members of a people list, or the entries of moderators' sets.
 */
export type Admission = { kind: 'circle' } | { kind: 'list'; list: string } | { kind: 'approved'; sets: string[] };

export interface Topic {
  key: string;
  name: string;
  tags: string[];
  description?: string;
  nsfw?: boolean;
}

export interface Profile {
  pubkey: string;
  displayName?: string;
  name?: string;
  image?: string;
  nip05?: string;
  lud06?: string;
  lud16?: string;
  /** The profile's own description (kind 0 `about`): plain text, never markup. */
  about?: string;
}

/** A NIP-51 follow set (kind 30000) or starter pack (kind 39089) (docs/content-rules.md, People lists). */
export interface PeopleList {
  id: string;
  kind: number;
  /** Hex key of the list's author. */
  pubkey: string;
  /** The list's NIP-19 address, which keeps naming its newest version. */
  naddr: string;
  nevent: string;
  /** Its `title` tag, else its `d` identifier; undefined when it has neither. */
  name?: string;
  /** Its `p` keys: 64-hex, lowercased, unique, in the list's order. */
  people: string[];
  description?: string;
  /** A picture for the list, an http(s) URL. */
  image?: string;
}

/** A people list the app offers as a gallery: it has a name (docs/content-rules.md, People lists). */
export type NamedPeopleList = PeopleList & { name: string };

/** A NIP-51 picture or video set (docs/content-rules.md, Media sets). */
export interface MediaSet {
  kind: number;
  /** Hex key of the set's author. */
  pubkey: string;
  /** The `d` identifier, as written. */
  identifier: string;
  /** The set's NIP-19 address, which keeps naming its newest version. */
  naddr: string;
  title: string;
  description?: string;
  /** A cover picture, an http(s) URL. */
  image?: string;
  /** The ids of its `e` entries: 64-hex, lowercased, unique, in the set's order. */
  entries: string[];
  createdAt: number;
}

export type RelayMarker = 'read' | 'write';
export interface RelayListEntry {
  url: string;
  read: boolean;
  write: boolean;
}

/** A relay filter as plain data (NIP-01). */
export interface FeedFilter {
  kinds: number[];
  limit?: number;
  ids?: string[];
  authors?: string[];
  '#t'?: string[];
  /** A replaceable list's identifier (core/sets/list-lookup.ts). */
  '#d'?: string[];
  since?: number;
  until?: number;
  /** NIP-50: words the posts must hold. */
  search?: string;
}

/** An event the app is about to sign: what a signer is handed. */
export interface UnsignedEvent {
  kind: number;
  content: string;
  tags: string[][];
  created_at: number;
}
