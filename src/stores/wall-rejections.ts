/**
 * The posts a moderator rejected for a wall (docs/views-and-keys.md, Moderation screen),
 * kept on this device so they stay out of the way on the next visit. A rejection
 * publishes nothing: the wall shows approved posts only, so a post nobody approved never
 * reaches it. Written only through `wallRejections`.
 */
import { create } from 'zustand';
import { readStored, writeStored } from './local-storage';

/** A day's wall never sees this many posts; the oldest rejections go first. */
export const MAX_REJECTED = 2000;

export interface WallRejectionsState {
  /** The wall's `d` identifier (core/wall/wall.ts) the rejections are of. */
  wall: string | undefined;
  rejected: ReadonlySet<string>;
}

export const useWallRejections = create<WallRejectionsState>()(() => ({ wall: undefined, rejected: new Set() }));

const storageKey = (wall: string): string => `diorama-wall-rejected:${wall}`;

function readRejected(wall: string): Set<string> {
  try {
    const value: unknown = JSON.parse(readStored(storageKey(wall)) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && /^[0-9a-f]{64}$/.test(id)) : []);
  } catch {
    // A damaged record is as good as none.
    return new Set();
  }
}

export const wallRejections = {
  /** The moderation screen of this wall opened: its rejections from this device. */
  open(wall: string): void {
    if (useWallRejections.getState().wall !== wall) useWallRejections.setState({ wall, rejected: readRejected(wall) });
  },
  /** Marks the post rejected, or no longer rejected. */
  mark(postId: string, rejected: boolean): void {
    const { wall, rejected: current } = useWallRejections.getState();
    if (!wall || current.has(postId) === rejected) return;
    const next = new Set(current);
    if (rejected) next.add(postId);
    else next.delete(postId);
    const kept = [...next].slice(-MAX_REJECTED);
    useWallRejections.setState({ rejected: new Set(kept) });
    writeStored(storageKey(wall), JSON.stringify(kept));
  },
};
