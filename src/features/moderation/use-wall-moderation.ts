import { useCallback, useEffect, useMemo } from 'react';
import { setEntryIds } from '../../core/sets';
import { wallIdentifier, wallSetCoordinate, wallSetKind, wallSetTitle, withModerator } from '../../core/wall';
import type { MediaItem, Settings } from '../../core/types';
import { PICTURE_SET_KIND, VIDEO_SET_KIND } from '../../core/events';
import { ownSets } from '../../stores/own-sets';
import { useOwnSets } from '../../stores/own-sets-store';
import { useSessionStore } from '../../stores/session-store';
import { wallDecisions, type WaitingDecision } from '../../stores/wall-decisions';
import { useWallRejections, wallRejections } from '../../stores/wall-rejections';

export type Decision = 'approved' | 'rejected' | 'undecided';
/** A decision no relay has taken yet: waiting for the next try, or being sent. */
export type Waiting = 'waiting' | 'sending';

export interface WallModeration {
  /** The wall's sets with this moderator's own: what the wall's address names. */
  sets: string[];
  /** This moderator's sets have loaded: decisions can be made. */
  ready: boolean;
  /** A post this moderator approved into their sets, or rejected on this device. */
  decisionOf(postId: string): Decision;
  decide(item: MediaItem, decision: 'approved' | 'rejected'): Promise<void>;
  /** Whether this post's decision waits for the moderator's relays. */
  waitingOf(postId: string): Waiting | undefined;
  /** This wall's decisions waiting for the relays, approvals and removals. */
  waiting: { approvals: number; removals: number };
  /** Sends the waiting decisions now. */
  retry(): void;
  /** Why the last decision did not take. */
  notice: string | undefined;
}

const NO_ENTRIES: ReadonlySet<string> = new Set();
const NO_DECISIONS: readonly WaitingDecision[] = [];

/**
 * One moderator's decisions on a wall (docs/views-and-keys.md, Moderation screen): an
 * approval goes into their own picture or video set for the wall, a rejection stays on
 * this device and takes the post out of their sets again. A decision none of their
 * relays answered for waits for them (stores/wall-decisions.ts) and shows as its own.
 */
export function useWallModeration(settings: Settings, routeSets: readonly string[]): WallModeration {
  const pubkey = useSessionStore((state) => state.pubkey);
  const tags = settings.tags;
  const identifier = wallIdentifier(tags);
  const own = useOwnSets();
  const rejected = useWallRejections((state) => (state.wall === identifier ? state.rejected : NO_ENTRIES));
  const queued = wallDecisions.store((state) => (state.waiting.length > 0 ? state.waiting : NO_DECISIONS));
  // The latest decision on each post of this wall, by this moderator.
  const waitingHere = useMemo(() => {
    const byPost = new Map<string, WaitingDecision>();
    for (const entry of queued) if (entry.wall === identifier && entry.pubkey === pubkey) byPost.set(entry.post.id, entry);
    return byPost;
  }, [queued, identifier, pubkey]);

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
      if (!pubkey) return;
      const target = { kind: wallSetKind(item.type), identifier, title: wallSetTitle(tags) };
      const outcome = await wallDecisions.decide({ wall: identifier, pubkey, post: item.post, target, present: decision === 'approved' });
      // A rejection is this device's own, whether or not its removal waits for the relays.
      if (outcome !== 'failed') wallRejections.mark(item.noteId, decision === 'rejected');
    },
    [identifier, tags, pubkey],
  );

  const sets = useMemo(() => (pubkey ? withModerator(routeSets, pubkey, tags) : [...routeSets]), [routeSets, pubkey, tags]);
  const decisionOf = useCallback(
    (postId: string): Decision => {
      const queuedDecision = waitingHere.get(postId);
      if (queuedDecision) return queuedDecision.present ? 'approved' : 'rejected';
      return approved.has(postId) ? 'approved' : rejected.has(postId) ? 'rejected' : 'undecided';
    },
    [approved, rejected, waitingHere],
  );
  const waitingOf = useCallback(
    (postId: string): Waiting | undefined => {
      const queuedDecision = waitingHere.get(postId);
      return queuedDecision ? (queuedDecision.sending ? 'sending' : 'waiting') : undefined;
    },
    [waitingHere],
  );
  const waiting = useMemo(() => {
    const approvals = [...waitingHere.values()].filter((entry) => entry.present).length;
    return { approvals, removals: waitingHere.size - approvals };
  }, [waitingHere]);
  return {
    sets,
    ready: own.settled && own.pubkey === pubkey,
    decisionOf,
    decide,
    waitingOf,
    waiting,
    retry: wallDecisions.retryNow,
    notice: own.notice,
  };
}
