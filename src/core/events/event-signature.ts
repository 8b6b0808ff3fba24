/** NIP-01 event ids and BIP-340 signatures, on the @noble libraries NDK also uses. */
import { schnorr } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { LRUCache } from '../primitives/lru-cache';
import type { NostrEvent } from '../types';

const encoder = new TextEncoder();

/** NIP-01: sha256 of the serialized [0, pubkey, created_at, kind, tags, content]. */
export function eventHash(event: Omit<NostrEvent, 'id' | 'sig'>): string {
  const serialized = JSON.stringify([0, event.pubkey, event.created_at, event.kind, event.tags, event.content]);
  return bytesToHex(sha256(encoder.encode(serialized)));
}

/** True when the id matches the content, the signature unchecked (docs/data-and-requests.md, Sampled checks); never throws. */
export function eventIdMatches(event: NostrEvent): boolean {
  try {
    return eventHash(event) === event.id;
  } catch {
    return false;
  }
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
 * so a copy whose content differs never passes on the strength of the first. `verify`
 * checks an event not seen before: this module's, or a faster one that checks the same.
 */
export function createSignatureChecker(verify: (event: NostrEvent) => boolean = verifyEventSignature): (event: NostrEvent) => boolean {
  const passed = new LRUCache<string, true>({ maxSize: REMEMBERED_IDS });
  return (event) => {
    if (passed.get(event.id)) return eventIdMatches(event);
    const valid = verify(event);
    if (valid) passed.set(event.id, true);
    return valid;
  };
}

/** A genuine event of ours, checked once as a checker starts (warmSignatureChecker). */
const SAMPLE_EVENT: NostrEvent = {
  kind: 1,
  created_at: 1_700_000_000,
  tags: [],
  content: 'Diorama checks signatures before anything is shown.',
  pubkey: '1b84c5567b126440995d3ed5aaba0565d71e1834604819ff9c17f5e9d5dd078f',
  id: '8ea639992718b79a0e8bcc76a53499245eafda5c7ddc3315a54769d2984f6cf9',
  sig: '6b576a1ba4d58a2af1988589358fb33bc0efd67fea1d7391d693b7eda8057419bd8f74635545e651c0d513d02bfe773da64e94ae32539066b009caa68a3fcdda',
};

/**
 * A checker that has checked one event already: the curve's first check builds its tables
 * and compiles its code, which then happens while the relay looks the posts up rather
 * than when the first post is waiting to be shown. False if the sample fails, which a
 * working checker never does.
 */
export function warmSignatureChecker(check: (event: NostrEvent) => boolean): boolean {
  return check(SAMPLE_EVENT);
}
