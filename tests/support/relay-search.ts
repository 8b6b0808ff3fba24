/**
 * NIP-50 search text to an SQLite FTS5 query. @nostr-relay/event-repository-sqlite passes
 * `filter.search` straight to `MATCH` on a trigram index, so "-", ":", "(" or a quote in
 * what a user types is an FTS syntax error. Each word becomes a quoted phrase (quoted
 * phrases have no operators) and the phrases are ANDed, which is what NIP-50 relays do.
 */

/** NIP-50 extensions look like `include:spam` or `language:en`; this relay supports none of them. */
const EXTENSION = /^[a-z_]+:/i;

/** `undefined` when nothing searchable is left (the caller must then match nothing). */
export function toFtsQuery(search: string): string | undefined {
  const words = search
    .split(/\s+/)
    .filter((word) => word !== '' && !EXTENSION.test(word))
    .map((word) => word.replaceAll('"', ''))
    .filter((word) => word !== '');
  if (words.length === 0) return undefined;
  // Trigram phrases under 3 characters match nothing, like a real search relay's minimum.
  return words.map((word) => `"${word}"`).join(' ');
}
