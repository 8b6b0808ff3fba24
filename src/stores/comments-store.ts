/**
 * The comments panel's state (docs/content-rules.md, Comments): which post's panel is
 * open, the comments held for it, the user's own on their way to the relays, and the
 * order they are read in. Plain data; it changes only through `commentsActions`, which
 * comments.ts calls.
 */
import { create } from 'zustand';
import type { NostrEvent } from '../core/types';

export type CommentOrder = 'newest' | 'oldest';

export interface CommentsState {
  /** The post whose panel is open, by id; a post with several pictures shares one panel. */
  openFor: string | undefined;
  /** The post whose comments are held. */
  postId: string | undefined;
  events: Readonly<Record<string, NostrEvent>>;
  /** The user's comments shown before a relay has taken them, by their temporary id. */
  sending: ReadonlySet<string>;
  /** Every relay asked has answered, or the wait is over: "No comments yet" may be said. */
  loaded: boolean;
  order: CommentOrder;
}

/** Past this many a flood of comments drops its oldest: the panel shows a conversation, not an archive. */
export const MAX_HELD_COMMENTS = 500;

const NO_EVENTS: Readonly<Record<string, NostrEvent>> = {};
const NOT_SENDING: ReadonlySet<string> = new Set();

const initial: CommentsState = {
  openFor: undefined,
  postId: undefined,
  events: NO_EVENTS,
  sending: NOT_SENDING,
  loaded: false,
  order: 'newest',
};

export const useCommentsStore = create<CommentsState>()(() => initial);

/** Changes for a post other than the one held come from a subscription since stopped, and change nothing. */
function forPost(postId: string, change: (state: CommentsState) => Partial<CommentsState>): void {
  useCommentsStore.setState((state) => (state.postId === postId ? change(state) : state));
}

function newest(events: Record<string, NostrEvent>): Record<string, NostrEvent> {
  const all = Object.values(events);
  if (all.length <= MAX_HELD_COMMENTS) return events;
  all.sort((a, b) => b.created_at - a.created_at);
  return Object.fromEntries(all.slice(0, MAX_HELD_COMMENTS).map((event) => [event.id, event]));
}

/** A temporary entry and a signed event of the same comment: one author, kind, time and text. */
function isSameComment(temporary: NostrEvent | undefined, event: NostrEvent): boolean {
  return (
    temporary !== undefined &&
    temporary.pubkey === event.pubkey &&
    temporary.kind === event.kind &&
    temporary.created_at === event.created_at &&
    temporary.content === event.content
  );
}

export const commentsActions = {
  openPanel(postId: string): void {
    useCommentsStore.setState({ openFor: postId });
  },
  closePanel(): void {
    useCommentsStore.setState({ openFor: undefined });
  },
  setOrder(order: CommentOrder): void {
    useCommentsStore.setState({ order });
  },
  /** A post's comments are asked for: those of the one before are let go. */
  watching(postId: string): void {
    useCommentsStore.setState({ postId, events: NO_EVENTS, sending: NOT_SENDING, loaded: false });
  },
  received(postId: string, events: readonly NostrEvent[]): void {
    forPost(postId, (state) => {
      const fresh = events.filter((event) => !state.events[event.id]);
      if (fresh.length === 0) return {};
      const next = { ...state.events };
      const sending = new Set(state.sending);
      for (const event of fresh) {
        next[event.id] = event;
        // The user's own comment, back from a relay before its publishing has settled,
        // takes the place of its temporary entry: it is never shown twice.
        const temporary = [...sending].find((id) => isSameComment(next[id], event));
        if (temporary === undefined) continue;
        delete next[temporary];
        sending.delete(temporary);
      }
      return { events: newest(next), sending: sending.size === state.sending.size ? state.sending : sending };
    });
  },
  loaded(postId: string): void {
    forPost(postId, () => ({ loaded: true }));
  },
  /** The user's comment, shown at once under a temporary id. */
  sendingStarted(postId: string, event: NostrEvent): void {
    forPost(postId, (state) => ({ events: { ...state.events, [event.id]: event }, sending: new Set(state.sending).add(event.id) }));
  },
  /** The temporary entry gives way to the signed event a relay took, or to nothing when none did. */
  sendingSettled(postId: string, temporaryId: string, published: NostrEvent | undefined): void {
    forPost(postId, (state) => {
      const events = { ...state.events };
      delete events[temporaryId];
      if (published) events[published.id] ??= published;
      const sending = new Set(state.sending);
      sending.delete(temporaryId);
      return { events, sending };
    });
  },
  /** No panel open and nothing held, as when the page loads. */
  reset(): void {
    useCommentsStore.setState(initial);
  },
};
