/**
 * The state of each action on a post (docs/session-and-actions.md, Post actions): like none -> liking -> liked,
 * zap none -> zapping -> (invoice or confirming) -> zapped, unconfirmed or error, repost
 * and bookmark while publishing. Keyed by post id; plain data only.
 */
import { create } from 'zustand';

export type LikeState = 'none' | 'liking' | 'liked';

/** docs/session-and-actions.md, Zap receipt: zapped only once a valid receipt has arrived. */
export type ZapProgress =
  /** Asking the author's LNURL server for the invoice, then paying it. */
  | { status: 'zapping'; amountMsat: number }
  /** No wallet to pay with: the invoice waits for one that reads it (QR code or text), and its receipt is watched for. */
  | { status: 'invoice'; invoice: string; amountMsat: number }
  /** Paid; the receipt is being waited for. */
  | { status: 'confirming'; amountMsat: number }
  | { status: 'zapped'; amountMsat: number }
  /** Paid, but no valid receipt arrived in time. */
  | { status: 'unconfirmed'; amountMsat: number }
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
