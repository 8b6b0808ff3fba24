/** docs/content-rules.md, Event shape and signature: event shape checks before anything reads an event (NIP-01). */
import { isHex32 } from './hex32';
import type { NostrEvent } from '../types';

function isStringTags(value: unknown): value is string[][] {
  if (!Array.isArray(value)) return false;
  for (const tag of value) {
    if (!Array.isArray(tag)) return false;
    for (const entry of tag) if (typeof entry !== 'string') return false;
  }
  return true;
}

export function isValidEventShape(value: unknown): value is NostrEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.id === 'string' &&
    isHex32(event.id) &&
    typeof event.pubkey === 'string' &&
    isHex32(event.pubkey) &&
    typeof event.kind === 'number' &&
    Number.isInteger(event.kind) &&
    typeof event.created_at === 'number' &&
    Number.isFinite(event.created_at) &&
    typeof event.content === 'string' &&
    isStringTags(event.tags)
  );
}

/** Lowercased, unique `t` tag values. */
export function hashtagsOf(event: Pick<NostrEvent, 'tags'>): string[] {
  const tags: string[] = [];
  for (const tag of event.tags) {
    if (tag[0] !== 't' || typeof tag[1] !== 'string') continue;
    const value = tag[1].trim().toLowerCase();
    if (value && !tags.includes(value)) tags.push(value);
  }
  return tags;
}
