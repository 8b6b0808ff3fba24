/**
 * The Blossom upload authorization (BUD-01, BUD-02): a kind 24242 event with `t` upload,
 * the file's SHA-256 in `x` and a NIP-40 `expiration`, sent base64-encoded as
 * `Authorization: Nostr …`, the same encoding as NIP-98 (nip98.ts, authorizationHeader).
 * A mirror (BUD-04) takes the same event. It is never published to relays.
 */
import { BLOSSOM_AUTH_KIND } from '../events/kinds';
import type { UnsignedEvent } from '../types';

/**
 * docs/constants.md: how long an upload authorization is good for. Long enough for a
 * large picture on a slow link and its mirror afterwards; short, so one that leaks is
 * soon worthless (it names only this file).
 */
export const BLOSSOM_AUTH_LIFETIME_SECONDS = 10 * 60;

/** BUD-01: the content says, for the user's signer, what the event is for; a name from the device is shown as plain text. */
const MAX_NAME_LENGTH = 100;

export interface BlossomUploadAuth {
  /** The SHA-256 of the bytes sent, lowercase hex. */
  hash: string;
  /** The picture's file name, for the signer's prompt. */
  name: string;
  now: number;
}

function shortName(name: string): string {
  const clean = name.replace(/\p{Cc}/gu, ' ').trim();
  return [...clean].slice(0, MAX_NAME_LENGTH).join('') || 'picture';
}

export function blossomUploadAuth({ hash, name, now }: BlossomUploadAuth): UnsignedEvent {
  return {
    kind: BLOSSOM_AUTH_KIND,
    content: `Upload ${shortName(name)}`,
    created_at: now,
    tags: [
      ['t', 'upload'],
      ['x', hash],
      ['expiration', String(now + BLOSSOM_AUTH_LIFETIME_SECONDS)],
    ],
  };
}
