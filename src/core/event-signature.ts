/** NIP-01 event ids and BIP-340 signatures, on the @noble libraries NDK also uses. */
import { schnorr } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { LRUCache } from './lru-cache';
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

/** Ids that passed, per checker: a session sees a few thousand events. */
const REMEMBERED_IDS = 20_000;

/**
 * A checker that remembers the ids that passed: the same event again (from a second
 * relay, or the first request and then NDK's) costs one hash instead of a signature
 * check, about twenty times as much. The id is recomputed from the content every time,
 * so a copy whose content differs never passes on the strength of the first.
 */
export function createSignatureChecker(): (event: NostrEvent) => boolean {
  const passed = new LRUCache<string, true>({ maxSize: REMEMBERED_IDS });
  return (event) => {
    if (passed.get(event.id)) {
      try {
        return eventHash(event) === event.id;
      } catch {
        return false;
      }
    }
    const valid = verifyEventSignature(event);
    if (valid) passed.set(event.id, true);
    return valid;
  };
}
