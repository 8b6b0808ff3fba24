/**
 * Reading and writing one post's comments (docs/content-rules.md, Comments;
 * docs/session-and-actions.md, Comments). The panel asks for them while it is open and
 * holds only comments on its post; the user's own comment shows at once, gives way to
 * the signed event once a relay has taken it, and goes again with a message when none
 * does. What it uses of the relay client and the session comes in as edges; tests pass
 * fakes.
 */
import { commentRequest, type CommentRequest, commentTemplate, isCommentOn } from '../core/social';
import { isValidEventShape } from '../core/events';
import type { NostrEvent } from '../core/types';
import { publishEvent, watchComments, type CommentHandlers, type EventTemplate } from '../nostr/client';
import { seenOn } from '../nostr/seen-on';
import { commentsActions } from './comments-store';
import { currentPublishRelays, nowSeconds } from './publish-target';
import { useSessionStore, type SessionState } from './session-store';
import { requireSigner } from './signer-gate';

export interface CommentEdges {
  watchComments(request: CommentRequest, handlers: CommentHandlers): () => void;
  requireSigner(action: string): Promise<void>;
  publishRelays(): Promise<string[]>;
  publishEvent(template: EventTemplate, relays: readonly string[]): Promise<NostrEvent>;
  /** A relay an event was read from, which the tags pointing at it name. */
  seenOn(id: string): string | undefined;
  /** Unix seconds. */
  now(): number;
}

/** "No comments yet" is said once every relay has answered, or after this long: one silent relay must not keep the panel loading. */
export const COMMENTS_SETTLE_MS = 4000;

export const SEND_FAILED = 'Could not post your comment: no relay took it. Your text is still here; try again.';
export const NOTHING_TO_SEND = 'Write something first.';

export type SendOutcome = { status: 'sent' } | { status: 'needs-signer' } | { status: 'failed'; message: string };

/** Who may write: a signer signs; a read-only session and a visitor are asked to log in with one. */
export type Writer = 'signer' | 'read-only' | 'signed-out';

export function writerOf(session: Pick<SessionState, 'pubkey' | 'method'>): Writer {
  if (!session.pubkey) return 'signed-out';
  return session.method === 'npub' ? 'read-only' : 'signer';
}

export function createComments(edges: CommentEdges) {
  let sent = 0;
  return {
    /** Asks for the post's comments, live until the returned function is called. */
    watch(post: NostrEvent): () => void {
      commentsActions.watching(post.id);
      const timer = setTimeout(() => commentsActions.loaded(post.id), COMMENTS_SETTLE_MS);
      const stop = edges.watchComments(commentRequest(post), {
        // docs/content-rules.md, Relay answers are checked: only comments on this post.
        onEvents: (events) =>
          commentsActions.received(
            post.id,
            events.filter((event) => isValidEventShape(event) && isCommentOn(event, post)),
          ),
        onEose: () => {
          clearTimeout(timer);
          commentsActions.loaded(post.id);
        },
      });
      return () => {
        clearTimeout(timer);
        stop();
      };
    },

    /** Signed out or read-only, pressing the text box opens the login dialog and says why. */
    askToWrite(): void {
      edges.requireSigner('comment').catch(() => undefined);
    },

    /** Publishes a comment on the post, or a reply to `parent`, one of its comments. */
    async send(post: NostrEvent, content: string, parent?: NostrEvent): Promise<SendOutcome> {
      if (!content.trim()) return { status: 'failed', message: NOTHING_TO_SEND };
      try {
        await edges.requireSigner('comment');
      } catch {
        return { status: 'needs-signer' };
      }
      const template = commentTemplate({ post, parent, content, relayHint: edges.seenOn, now: edges.now() });
      const pubkey = useSessionStore.getState().pubkey ?? '';
      const temporaryId = `sending-${++sent}`;
      commentsActions.sendingStarted(post.id, { ...template, id: temporaryId, pubkey });
      try {
        const published = await edges.publishEvent(template, await edges.publishRelays());
        commentsActions.sendingSettled(post.id, temporaryId, published);
        return { status: 'sent' };
      } catch (error) {
        console.error('Could not post the comment', error);
        commentsActions.sendingSettled(post.id, temporaryId, undefined);
        return { status: 'failed', message: SEND_FAILED };
      }
    },
  };
}

export type Comments = ReturnType<typeof createComments>;

export const comments: Comments = createComments({
  watchComments,
  requireSigner,
  publishRelays: currentPublishRelays,
  publishEvent,
  seenOn,
  now: nowSeconds,
});
