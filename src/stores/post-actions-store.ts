/**
 * The state of each action on a post (docs/session-and-actions.md, Post actions): like none -> liking -> liked,
 * zap none -> zapping -> zapped or error, repost and bookmark while publishing. Keyed by
 * post id; plain data only.
 */
import { create } from 'zustand';

export type LikeState = 'none' | 'liking' | 'liked';

export type ZapProgress =
  | { status: 'zapping' }
  /** No WebLN: the invoice waits to be paid by a wallet that reads it (QR code or text). */
  | { status: 'invoice'; invoice: string }
  | { status: 'zapped' }
  | { status: 'error'; message: string };

export interface PostActionsState {
  likes: Readonly<Record<string, LikeState>>;
  reposting: ReadonlySet<string>;
  bookmarking: boolean;
  zaps: Readonly<Record<string, ZapProgress>>;
  /** What the last action that failed has to say; cleared by the next one. */
  notice: string | undefined;
}

const initial: PostActionsState = { likes: {}, reposting: new Set(), bookmarking: false, zaps: {}, notice: undefined };

export const usePostActions = create<PostActionsState>()(() => initial);

/** Another user (or none) is signed in: what the last one did is not theirs. */
export function resetPostActions(): void {
  usePostActions.setState(initial);
}

export function setLike(postId: string, state: LikeState): void {
  usePostActions.setState((current) => ({ likes: { ...current.likes, [postId]: state } }));
}

export function setZap(postId: string, progress: ZapProgress | undefined): void {
  usePostActions.setState((current) => {
    const zaps = { ...current.zaps };
    if (progress) zaps[postId] = progress;
    else delete zaps[postId];
    return { zaps };
  });
}

export function setReposting(postId: string, busy: boolean): void {
  usePostActions.setState((current) => {
    const reposting = new Set(current.reposting);
    if (busy) reposting.add(postId);
    else reposting.delete(postId);
    return { reposting };
  });
}

export function setBookmarking(bookmarking: boolean): void {
  usePostActions.setState({ bookmarking });
}

export function setNotice(notice: string | undefined): void {
  usePostActions.setState({ notice });
}
