/**
 * The login dialog's one field takes four kinds of input (docs/session-and-actions.md, Login methods),
 * each recognised from what was typed: a bunker URL or a NIP-05 address (a remote signer,
 * NIP-46), an nsec (a private-key session) or an npub (read-only).
 */
import { bech32 } from '@scure/base';
import { bytesToHex } from '@noble/hashes/utils';
import { parseBunkerInput } from './nip05';
import { npubToHex } from '../events/npub';

export type LoginInput =
  | { kind: 'bunker'; url: string }
  | { kind: 'nip05'; address: string }
  | { kind: 'nsec'; secretKey: string }
  | { kind: 'npub'; pubkey: string }
  | { kind: 'invalid' };

export const LOGIN_INPUT_HINT = 'Enter a bunker:// URL, a Nostr address (name@example.com), an nsec or an npub.';

/** NIP-19 nsec: a 32-byte private key; a wrong checksum or length is not one. */
function nsecToHex(value: string): string | undefined {
  try {
    const { prefix, words } = bech32.decode(value as `${string}1${string}`, 200);
    const bytes = bech32.fromWords(words);
    return prefix === 'nsec' && bytes.length === 32 ? bytesToHex(Uint8Array.from(bytes)) : undefined;
  } catch {
    return undefined;
  }
}

export function classifyLoginInput(text: string): LoginInput {
  const value = text.trim();
  // NIP-21 URIs are what many apps copy: `nostr:npub1…`.
  const bare = value.replace(/^nostr:/i, '');
  if (/^nsec1/i.test(bare)) {
    const secretKey = nsecToHex(bare.toLowerCase());
    return secretKey ? { kind: 'nsec', secretKey } : { kind: 'invalid' };
  }
  if (/^npub1/i.test(bare)) {
    const pubkey = npubToHex(bare.toLowerCase());
    return pubkey ? { kind: 'npub', pubkey } : { kind: 'invalid' };
  }
  const bunker = parseBunkerInput(value);
  if (bunker?.kind === 'bunker') return { kind: 'bunker', url: value };
  if (bunker?.kind === 'nip05') return { kind: 'nip05', address: `${bunker.name}@${bunker.domain}` };
  return { kind: 'invalid' };
}
