/**
 * Whether an event answers a NIP-50 search by its words. NDK hands a subscription every
 * event that matches its filter from any of its relay connections, and a filter's `search`
 * is no part of that match: without this check, profiles fetched for the grid would show
 * up as search results (docs/data-and-requests.md, Relay subscriptions).
 */

/** A NIP-50 extension such as `language:en` says how to search, not what to find. */
const EXTENSION = /^[a-z_]+:/i;

/** The search's words, lowercased, without quotes or extensions. */
export function searchWords(search: string): string[] {
  return search
    .split(/\s+/)
    .filter((word) => !EXTENSION.test(word))
    .map((word) => word.replaceAll('"', '').toLowerCase())
    .filter((word) => word !== '');
}

/** Every word of the search appears in `text`, whatever its case; a search with no words matches nothing. */
export function matchesSearchWords(search: string, text: string): boolean {
  const words = searchWords(search);
  const haystack = text.toLowerCase();
  return words.length > 0 && words.every((word) => haystack.includes(word));
}
