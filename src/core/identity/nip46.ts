/**
 * The parts of NIP-46 (remote signing) that are rules rather than transport: what the
 * app asks a remote signer for when it connects, and which answers mean it is connected
 * (docs/session-and-actions.md, Remote signers).
 */
import { isHex32 } from '../events/hex32';
import {
  BLOSSOM_AUTH_KIND,
  BOOKMARKS_KIND,
  COMMENT_KIND,
  FOLLOW_LIST_KIND,
  HTTP_AUTH_KIND,
  MEDIA_SET_KINDS,
  MUTE_LIST_KIND,
  PICTURE_KIND,
  REACTION_KIND,
  REPOST_KINDS,
  SHORT_VIDEO_KIND,
  TEXT_NOTE_KIND,
  VIDEO_KIND,
  ZAP_REQUEST_KIND,
} from '../events/kinds';

/** Every kind the app asks the user's signer to sign; it encrypts nothing with their key. */
const SIGNED_KINDS: readonly number[] = [
  // A reply to a text note (NIP-10) and a comment on any other post (NIP-22).
  TEXT_NOTE_KIND,
  COMMENT_KIND,
  FOLLOW_LIST_KIND,
  REACTION_KIND,
  ...REPOST_KINDS,
  MUTE_LIST_KIND,
  BOOKMARKS_KIND,
  ...MEDIA_SET_KINDS,
  ZAP_REQUEST_KIND,
  // A picture or video post, and the upload authorizations of its files (docs/posting.md, Uploads).
  PICTURE_KIND,
  VIDEO_KIND,
  SHORT_VIDEO_KIND,
  BLOSSOM_AUTH_KIND,
  HTTP_AUTH_KIND,
];

/** NIP-46 permissions, comma-separated: `sign_event:<kind>` for each kind signed. */
export function requestedPermissions(): string {
  return SIGNED_KINDS.map((kind) => `sign_event:${kind}`).join(',');
}

/** NIP-46 `connect`: the remote signer's key, the token's secret (or empty), the permissions asked for. */
export function connectParams(remoteSignerPubkey: string, secret: string | undefined): string[] {
  return [remoteSignerPubkey, secret ?? '', requestedPermissions()];
}

export const WRONG_SECRET_ERROR = 'The remote signer answered with a different secret than the bunker URL gave';

/**
 * NIP-46: a remote signer answers `connect` with `ack`, or with the connection token's
 * secret when it had one. Anything else means another signer (or an old connection)
 * answered: undefined when connected, else why not.
 */
export function connectRefusal(result: string, secret: string | undefined): string | undefined {
  if (result === 'ack' || (secret !== undefined && secret !== '' && result === secret)) return undefined;
  return WRONG_SECRET_ERROR;
}

/** A remote signer's requests and answers, whatever carries them (NIP-46 over relays). */
export interface Nip46Transport {
  /** Resolves with the answer's result; rejects with the signer's error. */
  request(method: string, params: string[]): Promise<string>;
}

export interface Nip46Target {
  remoteSignerPubkey: string;
  secret?: string;
  /** A stored session coming back: the signer knows this app's key already. */
  restoring: boolean;
}

async function connect(transport: Nip46Transport, remoteSignerPubkey: string, secret: string | undefined): Promise<void> {
  const refusal = connectRefusal(await transport.request('connect', connectParams(remoteSignerPubkey, secret)), secret);
  if (refusal) throw new Error(refusal);
}

async function userPubkey(transport: Nip46Transport): Promise<string> {
  const pubkey = await transport.request('get_public_key', []);
  if (!isHex32(pubkey)) throw new Error('The remote signer gave no public key');
  return pubkey;
}

/**
 * Connects to a remote signer and returns the user's key, which may differ from the
 * signer's own. A restored session sends no second `connect`: `get_public_key` proves
 * the link, and only a signer that has forgotten this app is connected to again (without
 * the token's secret, which was spent on the first connection).
 */
export async function openRemoteSession(transport: Nip46Transport, target: Nip46Target): Promise<string> {
  if (!target.restoring) {
    await connect(transport, target.remoteSignerPubkey, target.secret);
    return userPubkey(transport);
  }
  try {
    return await userPubkey(transport);
  } catch {
    await connect(transport, target.remoteSignerPubkey, undefined);
    return userPubkey(transport);
  }
}
