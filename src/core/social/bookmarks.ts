/**
 * NIP-51 bookmarks, kind 10003 (docs/session-and-actions.md and docs/data-and-requests.md): a post is bookmarked by an e
 * tag. A toggle touches that one tag and keeps every other entry (a, t, r, other e tags,
 * anything unknown) in its place: the reference product dropped them (docs/architecture.md, Lessons from the reference product).
 */
/** The kind stays importable from here for the post actions, which write the list. */

const isEntryFor = (tag: readonly string[], eventId: string): boolean => tag[0] === 'e' && tag[1] === eventId;

export function isBookmarked(tags: readonly (readonly string[])[], eventId: string): boolean {
  return tags.some((tag) => isEntryFor(tag, eventId));
}

export function toggleBookmarkTag(tags: readonly string[][], eventId: string): string[][] {
  return isBookmarked(tags, eventId) ? tags.filter((tag) => !isEntryFor(tag, eventId)) : [...tags, ['e', eventId]];
}
