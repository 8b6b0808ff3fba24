import { unreadableSetsNote } from '../../core/wall';
import type { WatchedSet } from '../../hooks/use-set-feed';

export interface UnreadableSetsNoteProps {
  /** The wall's sets as watched, each once, in the address's order. */
  sets: readonly WatchedSet[];
}

/**
 * docs/views-and-keys.md, The wall: a set in the wall's address it cannot read is named
 * at the top of the screen for as long as the wall runs, over every view, so whoever set
 * the screen up sees it; the wall shows the other sets meanwhile.
 */
export function UnreadableSetsNote({ sets }: UnreadableSetsNoteProps) {
  const note = unreadableSetsNote(
    sets.map((watched) => watched.ref),
    sets.filter((watched) => watched.status === 'unreadable').map((watched) => watched.ref),
  );
  if (!note) return null;
  return (
    <p className="gallery__notice gallery__notice--lasting" role="status">
      {note}
    </p>
  );
}
