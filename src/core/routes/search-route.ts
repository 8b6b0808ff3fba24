/**
 * The words of a `/search/{words}` address (docs/routes-and-filters.md, Routes): a NIP-50
 * search of media posts. Written as typed, percent-encoded; read back trimmed, with runs
 * of spaces made one, at most MAX_SEARCH_LENGTH characters, and at least one word to search
 * for (a NIP-50 extension such as `language:en` alone is none).
 */
import { searchWords } from '../events/search-words';

/** Longer than any search typed by hand; keeps hostile addresses small. */
export const MAX_SEARCH_LENGTH = 100;

export type SearchText = { words: string; problem?: undefined } | { words?: undefined; problem: string };

/** Control characters and direction overrides, which could hide or reorder what is searched for. */
const UNSAFE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Typed words as a search keeps them, or why they are none. */
export function searchFromText(text: string): SearchText {
  const words = text.normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  if (searchWords(words).length === 0) return { problem: 'There is nothing to search for.' };
  if ([...words].length > MAX_SEARCH_LENGTH) return { problem: `A search is at most ${MAX_SEARCH_LENGTH} characters.` };
  return { words };
}

/** The words of a path segment; malformed percent-encoding is none. */
export function searchFromSegment(segment: string): SearchText {
  try {
    return searchFromText(decodeURIComponent(segment));
  } catch {
    return { problem: 'There is nothing to search for.' };
  }
}

/** The path segment the app writes for a search; undefined for words that could not parse back. */
export function searchSegment(text: string): string | undefined {
  const { words } = searchFromText(text);
  return words === undefined ? undefined : encodeURIComponent(words);
}
