/**
 * The words of a NIP-50 search, as the test relay matches them: every word must appear,
 * which is what NIP-50 relays do. Quotes are dropped, and NIP-50 extensions
 * (`include:spam`, `language:en`) are left out, since this relay supports none of them.
 */
const EXTENSION = /^[a-z_]+:/i;

/** An empty list when nothing searchable is left: the search then matches nothing. */
export function searchWords(search: string): string[] {
  return search
    .split(/\s+/)
    .filter((word) => word !== '' && !EXTENSION.test(word))
    .map((word) => word.replaceAll('"', ''))
    .filter((word) => word !== '');
}
