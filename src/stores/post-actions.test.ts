import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../core/types';
import type { EventTemplate } from '../nostr/client';
import { createOwnListsSync } from './own-lists-sync';
import { loadLikeState, repost, toggleBookmark, type PostActionEdges } from './post-actions';
import { unreadableList } from './newest-own-list';
import { resetPostActions, usePostActions } from './post-actions-store';
import { sessionActions, useSessionStore } from './session-store';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const NOW = 1_700_000_000;
const post: NostrEvent = {
  id: 'c'.repeat(64),
  pubkey: BOB,
  kind: 1,
  created_at: NOW - 600,
  tags: [],
  content: 'https://media.example/x.jpg',
};

/** The signer and relays played by the test; lists the relays accept go to a real sync. */
function fakeEdges() {
  const sync = createOwnListsSync({
    watchOwnLists: () => () => undefined,
    watchOwnReposts: () => () => undefined,
    addUserRelays: () => Promise.resolve(),
    blockRelays: () => Promise.resolve(),
  });
  return {
    requireSigner: vi.fn(() => Promise.resolve()),
    publishRelays: vi.fn(() => Promise.resolve(['wss://relay.example'])),
    publishEvent: vi.fn((template: EventTemplate): Promise<NostrEvent> =>
      Promise.resolve({ ...template, id: 'f'.repeat(64), pubkey: ALICE, sig: 'e'.repeat(128) }),
    ),
    fetchOwnReactions: vi.fn((): Promise<NostrEvent[]> => Promise.resolve([])),
    seenOn: vi.fn((): string | undefined => 'wss://seen.example'),
    applyOwnEvent: sync.applyOwnEvent,
    // The relays answer, holding nothing newer than the session has seen, unless a test says otherwise.
    readOwnListNow: vi.fn<PostActionEdges['readOwnListNow']>(() => Promise.resolve({ events: [], answered: 1 })),
  } satisfies PostActionEdges;
}

const session = () => useSessionStore.getState();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW * 1000 });
  resetPostActions();
  sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('post actions and the session', () => {
  it('a published repost marks the post reposted, and it is not reposted twice', async () => {
    const edges = fakeEdges();
    await repost(post, edges);
    expect(edges.publishEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 6,
        tags: [
          ['e', post.id, 'wss://seen.example'],
          ['p', BOB],
        ],
      }),
      ['wss://relay.example'],
    );
    expect(session().reposted.has(post.id)).toBe(true);
    await repost(post, edges);
    expect(edges.publishEvent).toHaveBeenCalledOnce();
  });

  it('a repost without a relay for the original is aborted before signing, and says why', async () => {
    const edges = fakeEdges();
    edges.seenOn.mockReturnValue(undefined);
    await repost(post, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(session().reposted.has(post.id)).toBe(false);
    expect(usePostActions.getState()).toMatchObject({ notice: 'No relay URL for the original event', reposting: new Set() });
  });

  it("a bookmark waits for the list, then toggles one e tag and the published list becomes the session's", async () => {
    const edges = fakeEdges();
    await toggleBookmark(post, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(usePostActions.getState().notice).toBe('Your bookmarks are still loading. Try again in a moment.');

    sessionActions.bookmarksArrived({
      id: 'd'.repeat(64),
      pubkey: ALICE,
      kind: 10003,
      created_at: NOW - 60,
      tags: [['t', 'art']],
      content: '',
    });
    sessionActions.bookmarksSettled();
    await toggleBookmark(post, edges);
    expect(edges.publishEvent).toHaveBeenCalledWith(
      {
        kind: 10003,
        content: '',
        tags: [
          ['t', 'art'],
          ['e', post.id],
        ],
        created_at: NOW,
      },
      ['wss://relay.example'],
    );
    expect(session().bookmarks?.tags).toEqual([
      ['t', 'art'],
      ['e', post.id],
    ]);
    expect(usePostActions.getState().bookmarking).toBe(false);
  });

  it('a bookmark edits the newest list the relays hold when signing, keeping its entries and private part, or nothing when none answered', async () => {
    const edges = fakeEdges();
    const known: NostrEvent = { id: 'd'.repeat(64), pubkey: ALICE, kind: 10003, created_at: NOW - 60, tags: [['t', 'art']], content: '' };
    sessionActions.bookmarksArrived(known);
    sessionActions.bookmarksSettled();
    const elsewhere = {
      ...known,
      id: '1'.repeat(64),
      created_at: NOW - 5,
      tags: [
        ['t', 'art'],
        ['a', '30023:' + ALICE + ':essay', 'wss://hint.example'],
      ],
      content: 'ciphertext',
    };
    edges.readOwnListNow.mockResolvedValueOnce({ events: [], answered: 0 });
    await toggleBookmark(post, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(usePostActions.getState().notice).toBe(unreadableList('bookmarks'));

    edges.readOwnListNow.mockResolvedValueOnce({ events: [elsewhere], answered: 1 });
    await toggleBookmark(post, edges);
    expect(edges.publishEvent).toHaveBeenCalledWith(
      { kind: 10003, content: 'ciphertext', tags: [...elsewhere.tags, ['e', post.id]], created_at: NOW },
      ['wss://relay.example'],
    );
  });

  it('a like found on the relays shows, unless another user has signed in meanwhile', async () => {
    const edges = fakeEdges();
    const reaction: NostrEvent = { id: 'e'.repeat(64), pubkey: ALICE, kind: 7, created_at: NOW - 60, tags: [['e', post.id]], content: '+' };
    let answer: ((reactions: NostrEvent[]) => void) | undefined;
    edges.fetchOwnReactions.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const loading = loadLikeState(post, edges);
    sessionActions.start({ pubkey: BOB, method: 'nsec', signerReady: true, relayList: undefined });
    answer?.([reaction]);
    await loading;
    expect(usePostActions.getState().likes[post.id]).toBeUndefined();

    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
    edges.fetchOwnReactions.mockResolvedValue([reaction]);
    await loadLikeState(post, edges);
    expect(usePostActions.getState().likes[post.id]).toBe('liked');
  });
});
