/**
 * Reposts (NIP-18: kind 6 for notes, kind 16 generic) carry the original post as JSON.
 * The embedded post is untrusted until its own id and signature check out, and it is
 * the embedded post, not the repost, that the filter rules judge (docs/architecture.md, Lessons from the reference product).
 */
import { isValidEventShape } from './event-shape';
import { REPOST_KINDS } from './kinds';
import type { NostrEvent } from '../types';

export type VerifyEvent = (event: NostrEvent) => boolean;

/**
 * Each repost is read twice, for its signature check and then by the pipeline; parsing
 * its JSON was the costliest step of the second read.
 */
const parsed = new WeakMap<NostrEvent, NostrEvent | undefined>();

/** The event a repost carries, well-formed but not yet verified; undefined for anything else. */
export function embeddedEvent(repost: NostrEvent): NostrEvent | undefined {
  if (!REPOST_KINDS.includes(repost.kind) || typeof repost.content !== 'string' || !repost.content.startsWith('{')) return undefined;
  if (parsed.has(repost)) return parsed.get(repost);
  let embedded: unknown;
  try {
    embedded = JSON.parse(repost.content);
  } catch {
    embedded = undefined;
  }
  const result = isValidEventShape(embedded) && !REPOST_KINDS.includes(embedded.kind) ? embedded : undefined;
  parsed.set(repost, result);
  return result;
}

/**
 * The post itself, or for a repost the verified original; undefined when unusable.
 * `verify` is the caller's: the app checks signatures in a worker and passes the answers
 * (core/events/event-signature.ts does the check), so this module stays free of elliptic curves.
 */
export function unwrapRepost(event: NostrEvent, verify: VerifyEvent): NostrEvent | undefined {
  if (!REPOST_KINDS.includes(event.kind)) return event;
  const embedded = embeddedEvent(event);
  return embedded && verify(embedded) ? embedded : undefined;
}
