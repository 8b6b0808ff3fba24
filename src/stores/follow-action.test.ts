// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFollows } from '../core/contact-list';
import type { NostrEvent } from '../core/types';
import type { EventTemplate } from '../nostr/client';
import { followAll, toggleFollow, type FollowEdges } from './follow-action';
import { unreadableList } from './newest-own-list';
import { loginPrompt, useLoginPrompt } from './login-prompt';
import { createOwnListsSync } from './own-lists-sync';
import { resetPostActions, usePostActions } from './post-actions-store';
import { sessionActions, useSessionStore } from './session-store';
import { requireSigner } from './signer-gate';

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const CAROL = 'c'.repeat(64);
const NOW = 1_700_000_000;
const RELAYS = ['wss://relay.example'];

/** The signer and relays played by the test; the list the relays accept goes to a real sync. */
function fakeEdges() {
  const sync = createOwnListsSync({
    watchOwnLists: () => () => undefined,
    watchOwnReposts: () => () => undefined,
    addUserRelays: () => Promise.resolve(),
    blockRelays: () => Promise.resolve(),
  });
  return {
    requireSigner: vi.fn<(action: string) => Promise<void>>(() => Promise.resolve()),
    publishRelays: vi.fn(() => Promise.resolve(RELAYS)),
    publishEvent: vi.fn((template: EventTemplate): Promise<NostrEvent> =>
      Promise.resolve({ ...template, id: 'f'.repeat(64), pubkey: ALICE, sig: 'e'.repeat(128) }),
    ),
    applyOwnEvent: sync.applyOwnEvent,
    // The relays answer, holding nothing newer than the session has seen, unless a test says otherwise.
    readOwnListNow: vi.fn<FollowEdges['readOwnListNow']>(() => Promise.resolve({ events: [], answered: 1 })),
  } satisfies FollowEdges;
}

function signedInWith(contacts: NostrEvent | undefined): void {
  sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
  if (contacts) sessionActions.followListArrived(contacts, parseFollows(contacts));
  sessionActions.followListSettled();
}

const followList = (created_at: number, tags: string[][], content = ''): NostrEvent => ({
  id: 'd'.repeat(64),
  pubkey: ALICE,
  kind: 3,
  created_at,
  tags,
  content,
});
const session = () => useSessionStore.getState();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW * 1000 });
  resetPostActions();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('follow action', () => {
  it("adds the author to the newest list, keeps its other tags, and the published list becomes the session's", async () => {
    const edges = fakeEdges();
    signedInWith(
      followList(NOW - 60, [
        ['p', BOB],
        ['t', 'photography'],
      ]),
    );
    await toggleFollow(CAROL, edges);
    expect(edges.requireSigner).toHaveBeenCalledWith('follow');
    expect(edges.publishEvent).toHaveBeenCalledWith(
      {
        kind: 3,
        content: '',
        tags: [
          ['p', BOB],
          ['t', 'photography'],
          ['p', CAROL],
        ],
        created_at: NOW,
      },
      RELAYS,
    );
    expect(session()).toMatchObject({ follows: [BOB, CAROL], working: false });
  });

  it('edits the newest list the relays hold when signing: one published on another device since is kept whole', async () => {
    const edges = fakeEdges();
    signedInWith(followList(NOW - 60, [['p', BOB]]));
    const elsewhere = {
      ...followList(
        NOW - 10,
        [
          ['p', BOB],
          ['p', DAVE, 'wss://hint.example', 'dave'],
          ['t', 'art'],
        ],
        'kept',
      ),
      id: '1'.repeat(64),
    };
    edges.readOwnListNow.mockResolvedValue({ events: [elsewhere], answered: 1 });
    await toggleFollow(CAROL, edges);
    expect(edges.readOwnListNow).toHaveBeenCalledWith({ kinds: [3], authors: [ALICE] }, RELAYS);
    expect(edges.publishEvent).toHaveBeenCalledWith(
      { kind: 3, content: 'kept', tags: [...elsewhere.tags, ['p', CAROL]], created_at: NOW },
      RELAYS,
    );
  });

  it('leaves a follow made on another device as it is, rather than toggle it back', async () => {
    const edges = fakeEdges();
    signedInWith(followList(NOW - 60, [['p', BOB]]));
    edges.readOwnListNow.mockResolvedValue({
      events: [
        {
          ...followList(NOW - 10, [
            ['p', BOB],
            ['p', CAROL],
          ]),
          id: '1'.repeat(64),
        },
      ],
      answered: 2,
    });
    await toggleFollow(CAROL, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(session().follows).toEqual([BOB, CAROL]);
  });

  it('publishes nothing and says why when none of the relays answered the list’s read', async () => {
    const edges = fakeEdges();
    signedInWith(followList(NOW - 60, [['p', BOB]]));
    edges.readOwnListNow.mockResolvedValue({ events: [], answered: 0 });
    await toggleFollow(CAROL, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(usePostActions.getState().notice).toBe(unreadableList('follow list'));
    expect(await followAll([CAROL, DAVE], edges)).toEqual({ status: 'unreadable', message: unreadableList('follow list') });
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(session()).toMatchObject({ follows: [BOB], working: false });
  });

  it("keeps the list's content as it was, for follow and unfollow alike", async () => {
    const relays = '{"wss://relay.example":{"read":true,"write":true}}';
    const edges = fakeEdges();
    signedInWith(followList(NOW - 60, [['p', BOB, 'wss://hint.example', 'bob']], relays));
    await toggleFollow(CAROL, edges);
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent.mock.calls.map(([template]) => template.content)).toEqual([relays, relays]);
    expect(edges.publishEvent.mock.calls[0]?.[0].tags).toEqual([
      ['p', BOB, 'wss://hint.example', 'bob'],
      ['p', CAROL],
    ]);
  });

  it('removes a followed author, one second after a list from this very second', async () => {
    const edges = fakeEdges();
    signedInWith(
      followList(NOW, [
        ['p', BOB],
        ['p', CAROL],
      ]),
    );
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent).toHaveBeenCalledWith(expect.objectContaining({ tags: [['p', CAROL]], created_at: NOW + 1 }), RELAYS);
    expect(session().follows).toEqual([CAROL]);
  });

  it('starts a new list when every relay answered without one', async () => {
    const edges = fakeEdges();
    signedInWith(undefined);
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent).toHaveBeenCalledWith(expect.objectContaining({ tags: [['p', BOB]] }), RELAYS);
  });

  it('publishes nothing before every relay has answered for the list', async () => {
    const edges = fakeEdges();
    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
  });

  it('publishes nothing when the signer is refused', async () => {
    const edges = fakeEdges();
    edges.requireSigner.mockRejectedValue(new Error('Signer required'));
    signedInWith(followList(NOW - 60, []));
    sessionActions.signerReconnected(ALICE, false);
    await toggleFollow(BOB, edges);
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(session().working).toBe(false);
  });

  it('is working while it publishes, and a second press meanwhile does nothing', async () => {
    const edges = fakeEdges();
    let accept: ((event: NostrEvent) => void) | undefined;
    edges.publishEvent.mockImplementation(() => new Promise((resolve) => (accept = resolve)));
    signedInWith(followList(NOW - 60, []));
    const first = toggleFollow(BOB, edges);
    await vi.waitFor(() => expect(session().working).toBe(true));
    await toggleFollow(CAROL, edges);
    expect(edges.publishEvent).toHaveBeenCalledOnce();
    accept?.(followList(NOW, [['p', BOB]]));
    await first;
    expect(session()).toMatchObject({ working: false, follows: [BOB] });
  });

  it('a failed publish keeps the list and says so', async () => {
    const edges = fakeEdges();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    edges.publishEvent.mockRejectedValue(new Error('rejected by every relay'));
    signedInWith(followList(NOW - 60, [['p', BOB]]));
    await toggleFollow(CAROL, edges);
    expect(session()).toMatchObject({ working: false });
    expect(session().contacts?.tags).toEqual([['p', BOB]]);
    expect(usePostActions.getState().notice).toBe('Could not update your follows.');
    expect(error).toHaveBeenCalled();
  });
});

const DAVE = '0'.repeat(64);
const ERIN = '1'.repeat(64);

describe('follow all', () => {
  it('publishes one list that keeps every entry and the content, adding the people not followed yet, the user left out', async () => {
    const edges = fakeEdges();
    const relays = '{"wss://relay.example":{"read":true,"write":true}}';
    signedInWith(
      followList(
        NOW - 60,
        [
          ['p', BOB, 'wss://bob.example', 'bobby'],
          ['t', 'photography'],
          ['p', CAROL],
        ],
        relays,
      ),
    );
    await expect(followAll([CAROL, DAVE, ALICE, BOB, ERIN, DAVE], edges)).resolves.toEqual({ status: 'followed', added: 2 });
    expect(edges.requireSigner).toHaveBeenCalledWith('follow everyone on this list');
    expect(edges.publishEvent).toHaveBeenCalledOnce();
    expect(edges.publishEvent).toHaveBeenCalledWith(
      {
        kind: 3,
        content: relays,
        tags: [
          ['p', BOB, 'wss://bob.example', 'bobby'],
          ['t', 'photography'],
          ['p', CAROL],
          ['p', DAVE],
          ['p', ERIN],
        ],
        created_at: NOW,
      },
      RELAYS,
    );
    // What the relays took is the session's list at once: the header reads "Following all".
    expect(session()).toMatchObject({ follows: [BOB, CAROL, DAVE, ERIN], working: false });
  });

  it('starts a list when every relay answered without one', async () => {
    const edges = fakeEdges();
    signedInWith(undefined);
    await expect(followAll([BOB, CAROL], edges)).resolves.toEqual({ status: 'followed', added: 2 });
    expect(edges.publishEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        content: '',
        tags: [
          ['p', BOB],
          ['p', CAROL],
        ],
      }),
      RELAYS,
    );
  });

  it('publishes nothing when everyone is followed already', async () => {
    const edges = fakeEdges();
    signedInWith(followList(NOW - 60, [['p', BOB.toUpperCase()]]));
    await expect(followAll([BOB, ALICE], edges)).resolves.toEqual({ status: 'following-all' });
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(session().working).toBe(false);
  });

  it('asks a visitor to log in, as every action does, and publishes nothing', async () => {
    const edges = fakeEdges();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    edges.requireSigner.mockImplementation((action: string) => requireSigner(action, () => Promise.resolve(false)));
    sessionActions.signOut();
    loginPrompt.close();
    await expect(followAll([BOB], edges)).resolves.toEqual({ status: 'refused' });
    expect(useLoginPrompt.getState()).toEqual({ open: true, reason: 'Log in to follow everyone on this list.' });
    expect(edges.publishEvent).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Signer required');
  });

  it('publishes nothing before every relay has answered for the list', async () => {
    const edges = fakeEdges();
    sessionActions.start({ pubkey: ALICE, method: 'nsec', signerReady: true, relayList: undefined });
    await expect(followAll([BOB], edges)).resolves.toEqual({ status: 'not-ready' });
    expect(edges.publishEvent).not.toHaveBeenCalled();
  });

  it('is working while it publishes, and a follow pressed meanwhile does nothing', async () => {
    const edges = fakeEdges();
    let accept: ((event: NostrEvent) => void) | undefined;
    edges.publishEvent.mockImplementation(() => new Promise((resolve) => (accept = resolve)));
    signedInWith(followList(NOW - 60, []));
    const first = followAll([BOB, CAROL], edges);
    await vi.waitFor(() => expect(session().working).toBe(true));
    await expect(followAll([DAVE], edges)).resolves.toEqual({ status: 'not-ready' });
    await toggleFollow(DAVE, edges);
    expect(edges.publishEvent).toHaveBeenCalledOnce();
    accept?.(
      followList(NOW, [
        ['p', BOB],
        ['p', CAROL],
      ]),
    );
    await expect(first).resolves.toEqual({ status: 'followed', added: 2 });
    expect(session()).toMatchObject({ working: false, follows: [BOB, CAROL] });
  });

  it('a failed publish keeps the list and says so', async () => {
    const edges = fakeEdges();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    edges.publishEvent.mockRejectedValue(new Error('rejected by every relay'));
    signedInWith(followList(NOW - 60, [['p', BOB]]));
    await expect(followAll([CAROL], edges)).resolves.toEqual({ status: 'failed' });
    expect(session()).toMatchObject({ working: false, follows: [BOB] });
    expect(session().contacts?.tags).toEqual([['p', BOB]]);
    expect(error).toHaveBeenCalledWith('Could not sign event', expect.any(Error));
  });
});
