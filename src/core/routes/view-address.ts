/**
 * The view and the picture it shows, as part of the address (docs/routes-and-filters.md,
 * View address parameters): `view=scroll|slideshow`, `post=` the post's NIP-19 id and,
 * for a post with several pictures, `media=` the picture's place in it (from 1).
 * A reload reopens the same picture, Back leaves the view, a copied address shares it.
 */
import { decode, neventEncode, type EventPointer } from '../events/nip19';
import { normalizeRelayUrl } from '../relays/relay-list';
import { SCREEN_PARAM } from './slideshow-address';
import type { MediaItem, NostrEvent } from '../types';

export type AddressView = 'grid' | 'scroll' | 'slideshow';

export interface ViewAddress {
  view: AddressView;
  /** The post the view shows; undefined on the grid or when the parameter is not a valid id. */
  post?: EventPointer;
  /** Which of the post's pictures, from 0. */
  media: number;
}

const VIEW_PARAM = 'view';
const POST_PARAM = 'post';
const MEDIA_PARAM = 'media';
/** No post carries more pictures than this; a larger number is not ours. */
const MAX_MEDIA = 100;
/** A nevent with one relay is about 120 characters; anything far longer is not ours. */
const MAX_POST_PARAM = 1000;

/** A `note` or `nevent` id, or undefined for anything else (the address is anyone's input). */
export function parsePostPointer(value: string | null): EventPointer | undefined {
  if (!value || value.length > MAX_POST_PARAM) return undefined;
  try {
    const decoded = decode(value.trim());
    if (decoded.type === 'note') return { id: decoded.data, relays: [] };
    if (decoded.type === 'nevent') return decoded.data;
  } catch {
    // Not an id: the view opens at the start of the feed instead.
  }
  return undefined;
}

function parseMediaIndex(value: string | null): number {
  const place = /^\d{1,3}$/.test(value ?? '') ? Number(value) : 1;
  return place >= 1 && place <= MAX_MEDIA ? place - 1 : 0;
}

export function parseViewAddress(search: string): ViewAddress {
  const params = new URLSearchParams(search);
  const view = params.get(VIEW_PARAM);
  if (view !== 'scroll' && view !== 'slideshow') return { view: 'grid', media: 0 };
  const post = parsePostPointer(params.get(POST_PARAM));
  const media = parseMediaIndex(params.get(MEDIA_PARAM));
  return post ? { view, post, media } : { view, media: 0 };
}

/** The post's id as the address writes it: a nevent with its author and kind (NIP-19). */
export function postParam(post: Pick<NostrEvent, 'id' | 'pubkey' | 'kind'>): string {
  return neventEncode({ id: post.id, author: post.pubkey, kind: post.kind });
}

/**
 * `search` with the view and post set (or removed on the grid), every other parameter
 * kept in its place, so the address's filters survive moving between views. Screen mode
 * is the slideshow's: leaving the slideshow leaves it (core/routes/slideshow-address.ts).
 */
export function withViewAddress(search: string, view: AddressView, post?: Pick<NostrEvent, 'id' | 'pubkey' | 'kind'>, media = 0): string {
  const params = new URLSearchParams(search);
  params.delete(MEDIA_PARAM);
  if (view !== 'slideshow') params.delete(SCREEN_PARAM);
  if (view === 'grid') {
    params.delete(VIEW_PARAM);
    params.delete(POST_PARAM);
  } else {
    params.set(VIEW_PARAM, view);
    if (post) params.set(POST_PARAM, postParam(post));
    else params.delete(POST_PARAM);
    // Written only for a later picture of the post: most posts have one.
    if (post && media > 0) params.set(MEDIA_PARAM, String(media + 1));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** NIP-21: the URI another Nostr app opens the post with. */
export function nostrUri(post: Pick<NostrEvent, 'id' | 'pubkey' | 'kind'>, relayHint?: string): string {
  const relay = relayHint ? normalizeRelayUrl(relayHint) : undefined;
  return `nostr:${neventEncode({ id: post.id, author: post.pubkey, kind: post.kind, relays: relay ? [relay] : [] })}`;
}

/** Which of its post's pictures an item is, from 0 (a post may carry several). */
export function placeInPost(items: readonly MediaItem[], item: MediaItem): number {
  return Math.max(0, items.filter((other) => other.noteId === item.noteId).indexOf(item));
}
