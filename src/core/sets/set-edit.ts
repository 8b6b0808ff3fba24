/**
 * Editing a picture or video set (docs/session-and-actions.md, Sets): one post's `e` tag
 * added or removed, every other tag (entries, `a` tags, title, anything unknown) kept in
 * its place, and the content, which holds private entries (NIP-51), kept as it is. A new
 * set has a fresh `d` identifier, its title, an optional description and the post.
 */
import { nextReplaceableTime } from '../trust/contact-list';
import { normalizeRelayUrl } from '../relays/relay-list';
import type { NostrEvent } from '../types';

export interface SetTemplate {
  kind: number;
  content: string;
  tags: string[][];
  created_at: number;
}

/** docs/constants.md, Feeds and requests: a title is a line, a description a short paragraph. */
export const MAX_SET_TITLE = 100;
export const MAX_SET_DESCRIPTION = 1000;

const isEntryFor = (tag: readonly string[], eventId: string): boolean => tag[0] === 'e' && tag[1]?.toLowerCase() === eventId.toLowerCase();

export function hasSetEntry(tags: readonly (readonly string[])[], eventId: string): boolean {
  return tags.some((tag) => isEntryFor(tag, eventId));
}

/** The post's entry (with the relay it was read from, when known), at the end; the tags as they are when it is there already. */
export function withSetEntry(tags: readonly string[][], eventId: string, relay?: string): string[][] {
  if (hasSetEntry(tags, eventId)) return tags.map((tag) => [...tag]);
  const hint = relay ? normalizeRelayUrl(relay) : undefined;
  return [...tags.map((tag) => [...tag]), hint ? ['e', eventId, hint] : ['e', eventId]];
}

/** Every entry of the post taken out; the rest in its place. */
export function withoutSetEntry(tags: readonly string[][], eventId: string): string[][] {
  return tags.filter((tag) => !isEntryFor(tag, eventId)).map((tag) => [...tag]);
}

/** The next version of a set with these tags: its content kept, dated after the version it replaces. */
export function setEditTemplate(set: NostrEvent, tags: string[][], now: number): SetTemplate {
  return { kind: set.kind, content: set.content, tags, created_at: nextReplaceableTime(set.created_at, now) };
}

/** A title or description as typed: whitespace collapsed and trimmed, cut to its limit. */
export function cleanSetText(text: string, limit: number): string {
  return [...text.replace(/\s+/g, ' ').trim()].slice(0, limit).join('').trim();
}

export interface NewSetInput {
  kind: number;
  /** A fresh random `d` identifier. */
  identifier: string;
  title: string;
  description?: string;
  eventId: string;
  relay?: string;
  now: number;
}

/** A new set holding one post; undefined when the title is blank. */
export function newSetTemplate(input: NewSetInput): SetTemplate | undefined {
  const title = cleanSetText(input.title, MAX_SET_TITLE);
  if (!title) return undefined;
  const description = cleanSetText(input.description ?? '', MAX_SET_DESCRIPTION);
  const tags = [['d', input.identifier], ['title', title], ...(description ? [['description', description]] : [])];
  return { kind: input.kind, content: '', tags: withSetEntry(tags, input.eventId, input.relay), created_at: input.now };
}
