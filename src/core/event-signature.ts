/** NIP-01 event ids and BIP-340 signatures, on the @noble libraries NDK also uses. */
import { schnorr } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import type { NostrEvent } from './types';

const encoder = new TextEncoder();

/** NIP-01: sha256 of the serialized [0, pubkey, created_at, kind, tags, content]. */
export function eventHash(event: Omit<NostrEvent, 'id' | 'sig'>): string {
  const serialized = JSON.stringify([0, event.pubkey, event.created_at, event.kind, event.tags, event.content]);
  return bytesToHex(sha256(encoder.encode(serialized)));
}

/** True when the id matches the content and the signature the id; never throws. */
export function verifyEventSignature(event: NostrEvent): boolean {
  try {
    if (typeof event.sig !== 'string' || eventHash(event) !== event.id) return false;
    return schnorr.verify(event.sig, event.id, event.pubkey);
  } catch {
    return false;
  }
}
