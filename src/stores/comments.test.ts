import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommentRequest } from '../core/social';
import type { NostrEvent } from '../core/types';
import type { CommentHandlers, EventTemplate } from '../nostr/client';
import { COMMENTS_SETTLE_MS, createComments, SEND_FAILED, writerOf, type CommentEdges } from './comments';
import { commentsActions, MAX_HELD_COMMENTS, useCommentsStore } from './comments-store';
import { openComments } from './open-comments';
import { sessionActions } from './session-store';
import { useViewStore, viewActions } from './view-store';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const USER = 'e'.repeat(64);
const NOW = 1_700_000_000;

const picture: NostrEvent = {
  id: '1'.repeat(64),
  pubkey: ALICE,
  kind: 20,
  created_at: NOW - 600,
  tags: [],
  content: '',
  sig: 'f'.repeat(128),
};
const note: NostrEvent = { ...picture, id: '2'.repeat(64), kind: 1 };

/** A comment by Bob on the picture, kind 1111 with its root and parent. */
function commentOn(post: NostrEvent, id: string, at = NOW - 60): NostrEvent {
  return {
    id: id.repeat(64).slice(0, 64),
    pubkey: BOB,
    kind: 1111,
    created_at: at,
    tags: [
      ['E', post.id, '', post.pubkey],
      ['K', String(post.kind)],
      ['P', post.pubkey],
      ['e', post.id, '', post.pubkey],
      ['k', String(post.kind)],
      ['p', post.pubkey],
    ],
    content: `comment ${id}`,
    sig: 'f'.repeat(128),
  };
}

/** The relays and the signer played by the test: subscriptions are held to be answered by hand, publishes wait until settled. */
function fakeEdges() {
  const subscriptions: { request: CommentRequest; handlers: CommentHandlers; stopped: boolean }[] = [];
  const publishes: { template: EventTemplate; relays: readonly string[]; settle(accepted: boolean): void }[] = [];
  const edges = {
    watchComments: vi.fn((request: CommentRequest, handlers: CommentHandlers) => {
      const subscription = { request, handlers, stopped: false };
      subscriptions.push(subscription);
      return () => {
        subscription.stopped = true;
      };
    }),
    requireSigner: vi.fn(() => Promise.resolve()),
    publishRelays: vi.fn(() => Promise.resolve(['wss://relay.example'])),
    publishEvent: vi.fn(
      (template: EventTemplate, relays: readonly string[]) =>
        new Promise<NostrEvent>((resolve, reject) => {
          publishes.push({
            template,
            relays,
            settle: (accepted) =>
              accepted
                ? resolve({ ...template, id: '9'.repeat(64), pubkey: USER, sig: 'f'.repeat(128) })
                : reject(new Error('no relay took it')),
          });
        }),
    ),
    seenOn: vi.fn((id: string) => (id === picture.id ? 'wss://seen.example' : undefined)),
    now: () => NOW,
  } satisfies CommentEdges;
  return { edges, subscriptions, publishes };
}

const held = () => Object.values(useCommentsStore.getState().events);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW * 1000 });
  commentsActions.reset();
  viewActions.reset();
  sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reading comments', () => {
  it("asks for the post's comments and holds only those that are comments on it", () => {
    const { edges, subscriptions } = fakeEdges();
    createComments(edges).watch(picture);
    expect(subscriptions[0]?.request).toEqual({ kinds: [1111], '#E': [picture.id], limit: 200 });
    const good = commentOn(picture, 'c');
    const elsewhere = commentOn(note, 'd');
    const wrongKind = { ...commentOn(picture, 'e'), kind: 1 };
    const broken = { ...commentOn(picture, 'f'), tags: 'not tags' } as unknown as NostrEvent;
    subscriptions[0]?.handlers.onEvents([good, elsewhere, wrongKind, broken, good]);
    expect(held()).toEqual([good]);
  });

  it("asks for a note's replies by e", () => {
    const { edges, subscriptions } = fakeEdges();
    createComments(edges).watch(note);
    expect(subscriptions[0]?.request).toEqual({ kinds: [1], '#e': [note.id], limit: 200 });
  });

  it('is loaded when every relay has answered, or once the wait is over', () => {
    const { edges, subscriptions } = fakeEdges();
    const comments = createComments(edges);
    comments.watch(picture);
    expect(useCommentsStore.getState().loaded).toBe(false);
    subscriptions[0]?.handlers.onEose();
    expect(useCommentsStore.getState().loaded).toBe(true);

    comments.watch(note);
    expect(useCommentsStore.getState().loaded).toBe(false);
    vi.advanceTimersByTime(COMMENTS_SETTLE_MS - 1);
    expect(useCommentsStore.getState().loaded).toBe(false);
    vi.advanceTimersByTime(1);
    expect(useCommentsStore.getState().loaded).toBe(true);
  });

  it("stops asking when closed, and an earlier post's late answers change nothing", () => {
    const { edges, subscriptions } = fakeEdges();
    const comments = createComments(edges);
    const stop = comments.watch(picture);
    stop();
    expect(subscriptions[0]?.stopped).toBe(true);
    comments.watch(note);
    subscriptions[0]?.handlers.onEvents([commentOn(picture, 'c')]);
    subscriptions[0]?.handlers.onEose();
    expect(useCommentsStore.getState()).toMatchObject({ postId: note.id, events: {}, loaded: false });
  });

  it('holds the newest comments of a flood, and no more', () => {
    const { edges, subscriptions } = fakeEdges();
    createComments(edges).watch(picture);
    const flood = Array.from({ length: MAX_HELD_COMMENTS + 50 }, (_, index) => ({
      ...commentOn(picture, 'c', NOW - 10_000 + index),
      id: index.toString(16).padStart(64, '0'),
    }));
    subscriptions[0]?.handlers.onEvents(flood);
    expect(held()).toHaveLength(MAX_HELD_COMMENTS);
    expect(Math.min(...held().map((event) => event.created_at))).toBe(NOW - 10_000 + 50);
  });
});

describe('writing comments', () => {
  it('shows a comment at once, publishes it with its tags, and keeps the signed event the relay took', async () => {
    const { edges, subscriptions, publishes } = fakeEdges();
    const comments = createComments(edges);
    comments.watch(picture);
    const outcome = comments.send(picture, '  What light!  ');
    await vi.waitFor(() => expect(publishes).toHaveLength(1));
    const [shown] = held();
    expect(shown).toMatchObject({ pubkey: USER, kind: 1111, content: 'What light!' });
    expect(useCommentsStore.getState().sending.has(shown?.id ?? '')).toBe(true);
    expect(publishes[0]?.relays).toEqual(['wss://relay.example']);
    expect(publishes[0]?.template.tags.slice(0, 2)).toEqual([
      ['E', picture.id, 'wss://seen.example', ALICE],
      ['K', '20'],
    ]);

    publishes[0]?.settle(true);
    expect(await outcome).toEqual({ status: 'sent' });
    expect(held().map((event) => event.id)).toEqual(['9'.repeat(64)]);
    expect(useCommentsStore.getState().sending.size).toBe(0);
    // The same event read back from a relay is not shown twice.
    subscriptions[0]?.handlers.onEvents([{ ...(held()[0] as NostrEvent) }]);
    expect(held()).toHaveLength(1);
  });

  it('shows a comment once when a relay sends it back before its publishing has settled', async () => {
    const { edges, subscriptions, publishes } = fakeEdges();
    const comments = createComments(edges);
    comments.watch(picture);
    const outcome = comments.send(picture, 'Fast relay');
    await vi.waitFor(() => expect(publishes).toHaveLength(1));
    const [temporary] = held();
    const signed = { ...(temporary as NostrEvent), id: '9'.repeat(64), sig: 'f'.repeat(128) };
    subscriptions[0]?.handlers.onEvents([signed]);
    expect(held().map((event) => event.id)).toEqual([signed.id]);
    expect(useCommentsStore.getState().sending.size).toBe(0);
    publishes[0]?.settle(true);
    expect(await outcome).toEqual({ status: 'sent' });
    expect(held().map((event) => event.id)).toEqual([signed.id]);
  });

  it('replies to a comment with the comment as parent', async () => {
    const { edges, publishes } = fakeEdges();
    const comments = createComments(edges);
    comments.watch(picture);
    const parent = commentOn(picture, 'c');
    const outcome = comments.send(picture, 'Agreed', parent);
    await vi.waitFor(() => expect(publishes).toHaveLength(1));
    expect(publishes[0]?.template.tags.slice(3)).toEqual([
      ['e', parent.id, '', BOB],
      ['k', '1111'],
      ['p', BOB],
    ]);
    publishes[0]?.settle(true);
    await outcome;
  });

  it('says so when no relay takes it, and shows it no longer', async () => {
    const { edges, publishes } = fakeEdges();
    const comments = createComments(edges);
    comments.watch(note);
    const outcome = comments.send(note, 'Where is this?');
    await vi.waitFor(() => expect(publishes).toHaveLength(1));
    expect(publishes[0]?.template).toMatchObject({
      kind: 1,
      tags: [
        ['e', note.id, '', 'root', ALICE],
        ['p', ALICE],
      ],
    });
    publishes[0]?.settle(false);
    expect(await outcome).toEqual({ status: 'failed', message: SEND_FAILED });
    expect(held()).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('Could not post the comment', expect.any(Error));
  });

  it('without a signer nothing is shown nor published', async () => {
    const { edges } = fakeEdges();
    edges.requireSigner.mockRejectedValue(new Error('Signer required'));
    const comments = createComments(edges);
    comments.watch(picture);
    expect(await comments.send(picture, 'hello')).toEqual({ status: 'needs-signer' });
    expect(edges.requireSigner).toHaveBeenCalledWith('comment');
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(held()).toEqual([]);
  });

  it('sends nothing without text', async () => {
    const { edges } = fakeEdges();
    const outcome = await createComments(edges).send(picture, '   ');
    expect(outcome.status).toBe('failed');
    expect(edges.requireSigner).not.toHaveBeenCalled();
  });

  it('tells a signer from a read-only session and a visitor', () => {
    expect(writerOf({ pubkey: USER, method: 'nip07' })).toBe('signer');
    expect(writerOf({ pubkey: USER, method: 'npub' })).toBe('read-only');
    expect(writerOf({ pubkey: undefined, method: undefined })).toBe('signed-out');
  });
});

describe('opening the panel', () => {
  it('opens the scroll view at the post from the slideshow', () => {
    viewActions.startSlideshow();
    viewActions.setCurrent(4);
    openComments(picture.id);
    expect(useViewStore.getState()).toMatchObject({ mode: 'scroll', current: 4 });
    expect(useCommentsStore.getState().openFor).toBe(picture.id);
  });
});
