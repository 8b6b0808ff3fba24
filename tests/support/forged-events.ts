/**
 * Posts no one signed, made to fit whatever feed request a relay is asked: a signature
 * that does not hold, an id that does not match the content, garbage in both, and a
 * repost whose own signature is broken. Each carries a picture whose address contains
 * FORGED_MARKER, so a page can be searched for any trace of them.
 */
import { finalizeEvent, type NostrEvent } from 'nostr-tools';
import { hexToBytes } from 'nostr-tools/utils';
import type { FixtureAuthor } from './fixture-events';

export const FORGED_MARKER = 'forged-';

interface FeedRequestFilter {
  kinds?: number[];
  authors?: string[];
  '#t'?: string[];
  until?: number;
}

/** The filter's feed posts can be forged: it asks for kind 1 notes. */
export function asksForPosts(filter: FeedRequestFilter): boolean {
  return filter.kinds?.includes(1) ?? false;
}

function flip(hex: string): string {
  return `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
}

/**
 * Forged posts matching `filter`, by its author if it names one (else `author`), with
 * its hashtag, newer than anything real so they would be first on screen.
 */
export function forgedPostsFor(filter: FeedRequestFilter, author: FixtureAuthor, mediaBase: string): NostrEvent[] {
  const secret = hexToBytes(author.secretKeyHex);
  const pubkey = filter.authors?.[0] ?? author.pubkey;
  const created_at = Math.min(Math.floor(Date.now() / 1000), (filter.until ?? Number.POSITIVE_INFINITY) - 1);
  const tags = (filter['#t'] ?? []).slice(0, 1).map((tag) => ['t', tag]);
  const note = (name: string): NostrEvent => {
    const url = `${mediaBase}/media/${FORGED_MARKER}${name}.jpg`;
    const signed = finalizeEvent(
      { kind: 1, created_at, tags: [...tags, ['imeta', `url ${url}`, 'm image/jpeg', 'dim 640x480']], content: `A ${name} post ${url}` },
      secret,
    );
    return { ...signed, pubkey };
  };
  const badSignature = note('signature');
  const wrongId = { ...note('id'), content: `Changed after signing ${mediaBase}/media/${FORGED_MARKER}id.jpg` };
  const garbage = { ...note('garbage'), id: 'a'.repeat(64), sig: 'c'.repeat(128) };
  const posts = [{ ...badSignature, sig: flip(badSignature.sig) }, wrongId, garbage];
  if (!filter.kinds?.includes(6)) return posts;
  const carried = finalizeEvent(
    { kind: 1, created_at: created_at - 1, tags, content: `${mediaBase}/media/${FORGED_MARKER}carried.jpg` },
    secret,
  );
  const repost = finalizeEvent(
    { kind: 6, created_at, tags: [['e', carried.id], ['p', carried.pubkey], ...tags], content: JSON.stringify(carried) },
    secret,
  );
  return [...posts, { ...repost, sig: flip(repost.sig) }];
}
