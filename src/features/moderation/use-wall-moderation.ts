import { useCallback, useEffect, useMemo } from 'react';
import { setEntryIds } from '../../core/media-set';
import type { MediaItem, Settings } from '../../core/types';
import { wallIdentifier, wallSetCoordinate, wallSetKind, wallSetTitle, withModerator } from '../../core/wall';
import { PICTURE_SET_KIND, VIDEO_SET_KIND } from '../../core/kinds';
import { ownSets } from '../../stores/own-sets';
import { useOwnSets } from '../../stores/own-sets-store';
import { useSessionStore } from '../../stores/session-store';
import { useWallRejections, wallRejections } from '../../stores/wall-rejections';

export type Decision = 'approved' | 'rejected' | 'undecided';

export interface WallModeration {
  /** The wall's sets with this moderator's own: what the wall's address names. */
  sets: string[];
  /** This moderator's sets have loaded: decisions can be made. */
  ready: boolean;
  /** A post this moderator approved into their sets, or rejected on this device. */
  decisionOf(postId: string): Decision;
  decide(item: MediaItem, decision: 'approved' | 'rejected'): Promise<void>;
  /** Why the last decision did not take. */
  notice: string | undefined;
}

const NO_ENTRIES: ReadonlySet<string> = new Set();

/**
 * One moderator's decisions on a wall (docs/views-and-keys.md, Moderation screen): an
 * approval goes into their own picture or video set for the wall, a rejection stays on
 * this device and takes the post out of their sets again.
 */
export function useWallModeration(settings: Settings, routeSets: readonly string[]): WallModeration {
  const pubkey = useSessionStore((state) => state.pubkey);
  const tags = settings.tags;
  const identifier = wallIdentifier(tags);
  const own = useOwnSets();
  const rejected = useWallRejections((state) => (state.wall === identifier ? state.rejected : NO_ENTRIES));

  useEffect(() => {
    if (pubkey) ownSets.watch(pubkey);
  }, [pubkey]);
  useEffect(() => wallRejections.open(identifier), [identifier]);

  const approved = useMemo(() => {
    if (!pubkey || own.pubkey !== pubkey) return NO_ENTRIES;
    const ids = new Set<string>();
    for (const kind of [PICTURE_SET_KIND, VIDEO_SET_KIND]) {
      const set = own.sets[wallSetCoordinate(kind, pubkey, tags)];
      if (set) for (const id of setEntryIds(set)) ids.add(id);
    }
    return ids;
  }, [own.sets, own.pubkey, pubkey, tags]);

  const decide = useCallback(
    async (item: MediaItem, decision: 'approved' | 'rejected') => {
      const target = { kind: wallSetKind(item.type), identifier, title: wallSetTitle(tags) };
      const placed = await ownSets.place(item.post, target, decision === 'approved');
      if (placed) wallRejections.mark(item.noteId, decision === 'rejected');
    },
    [identifier, tags],
  );

  const sets = useMemo(() => (pubkey ? withModerator(routeSets, pubkey, tags) : [...routeSets]), [routeSets, pubkey, tags]);
  const decisionOf = useCallback(
    (postId: string): Decision => (approved.has(postId) ? 'approved' : rejected.has(postId) ? 'rejected' : 'undecided'),
    [approved, rejected],
  );
  return { sets, ready: own.settled && own.pubkey === pubkey, decisionOf, decide, notice: own.notice };
}
